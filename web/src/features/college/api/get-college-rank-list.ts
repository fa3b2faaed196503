import { apiPost } from '@/lib/api-client';
import type { RankPage } from '../types';

export interface RankListRequest {
  CategoryId: string;
  /** Where the colleges are (所在地区). */
  ProvinceId?: number;
  Tag?: string;
  /** The `admission` ranking: the candidate's province, year and track (as in Public/LineRank). */
  ExamProvinceId?: number;
  Year?: number;
  SubjectType?: number;
  SelectSubject?: string;
  PageIndex: number;
  PageSize: number;
}

/** College/GetCollegeRankList: one ranking, paged; ties share a rank. */
export const getCollegeRankList = (body: RankListRequest) => apiPost<RankPage>('College/GetCollegeRankList', body);
