import { apiPost } from '@/lib/api-client';
import type { QueryParameters } from './results-types';

/** AdmissionData/GetAdmissionPlanQueryParameters: the years, tracks and batches of a province's plans. */
export const getPlanQueryParameters = (ProvinceId: number) =>
  apiPost<QueryParameters>('AdmissionData/GetAdmissionPlanQueryParameters', { ProvinceId });
