import { apiPost } from '@/lib/api-client';
import type { SchoolFacet } from './results-types';

/** Public/LineSpecialtyScoreBatchList: the (year, track, batch) of a college's major-level lines in a province. */
export const getLineSpecialtyScoreBatchList = (body: { ProvinceId: number; CollegeId: string }) =>
  apiPost<SchoolFacet[]>('Public/LineSpecialtyScoreBatchList', body);
