import { apiPost } from '@/lib/api-client';
import type { QueryParameters } from './results-types';

/** AdmissionData/GetAdmissionMajorQueryParameters: the years, tracks and batches of a province's results. */
export const getResultQueryParameters = (ProvinceId: number) =>
  apiPost<QueryParameters>('AdmissionData/GetAdmissionMajorQueryParameters', { ProvinceId });
