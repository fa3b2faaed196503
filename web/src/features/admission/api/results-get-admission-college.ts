import { apiPost } from '@/lib/api-client';
import type { Paged, ResultItem, ResultSearch } from './results-types';

/** AdmissionData/GetAdmissionCollege: paged school- and group-level lines, by MinScore descending. */
export const getAdmissionCollege = (body: ResultSearch) => apiPost<Paged<ResultItem>>('AdmissionData/GetAdmissionCollege', body);
