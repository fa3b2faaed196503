import { apiPost } from '@/lib/api-client';
import type { RankPage } from '../types';

export interface RankListRequest {
  CategoryId: string;
  ProvinceId?: number;
  Tag?: string;
  PageIndex: number;
  PageSize: number;
}

/** College/GetCollegeRankList: one ranking, paged; ties share a rank. */
export const getCollegeRankList = (body: RankListRequest) => apiPost<RankPage>('College/GetCollegeRankList', body);
