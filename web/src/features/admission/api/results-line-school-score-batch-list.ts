import { apiPost } from '@/lib/api-client';
import type { SchoolFacet } from './results-types';

/** Public/LineSchoolScoreBatchList: the (year, track, batch) of a college's school/group-level lines in a province. */
export const getLineSchoolScoreBatchList = (body: { ProvinceId: number; CollegeId: string }) =>
  apiPost<SchoolFacet[]>('Public/LineSchoolScoreBatchList', body);
