import { apiPost } from '@/lib/api-client';
import type { Paged } from './results-types';
import type { PlanItem, PlanSearch } from './plans-types';

/** AdmissionData/GetAdmissionPlan: paged plan rows of a province. */
export const getAdmissionPlan = (body: PlanSearch) => apiPost<Paged<PlanItem>>('AdmissionData/GetAdmissionPlan', body);
