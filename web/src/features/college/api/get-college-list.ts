import { apiPost } from '@/lib/api-client';
import type { CollegeItem, CollegeListRequest, Paged } from '../types';

/**
 * SchoolHisotyScore of the list call (the score query panel, 按最低分查询; the server's spelling):
 * only colleges with a past line of that province, year and track at or below the score.
 * SubjectType is sent for the old 文/理 exam, SelectSubject for 3+1+2, neither for 3+3.
 */
export interface SchoolHistoryScore {
  ProvinceId: number;
  Year: number;
  SubjectType?: number;
  SelectSubject?: string;
  BatchId?: string;
  Score: number;
  /** The candidate's subjects: lines whose published 选科要求 they miss are left out. */
  SelectSubjects?: string[];
}

export interface CollegeListBody extends CollegeListRequest {
  SchoolHisotyScore?: SchoolHistoryScore;
}

/** College/GetCollegeList: paged colleges matching the filter (absent field = 不限). */
export const getCollegeList = (body: CollegeListBody) => apiPost<Paged<CollegeItem>>('College/GetCollegeList', body);
