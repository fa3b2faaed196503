import { apiPost } from '@/lib/api-client';
import type { Paged, ResultItem, ResultSearch } from './results-types';

/** AdmissionData/GetAdmissionMajor: paged major-level lines, by MinScore descending. */
export const getAdmissionMajor = (body: ResultSearch) => apiPost<Paged<ResultItem>>('AdmissionData/GetAdmissionMajor', body);
