import { apiPost } from '@/lib/api-client';
import type { OfferingCollege, Paged } from '../types';

export interface MajorCollegeListRequest {
  Code: string;
  ProvinceId?: number;
  PageIndex: number;
  PageSize: number;
}

/** Major/GetMajorCollegeList: one page of the schools offering a major, optionally in one province. */
export const getMajorCollegeList = (body: MajorCollegeListRequest) =>
  apiPost<Paged<OfferingCollege>>('Major/GetMajorCollegeList', body, { silent: true });
