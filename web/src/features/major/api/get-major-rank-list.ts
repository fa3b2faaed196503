import { apiPost } from '@/lib/api-client';
import type { RankPage } from '../types';

export interface MajorRankRequest {
  CategoryCode?: string;
  PageIndex: number;
  PageSize: number;
}

/** Major/GetMajorRankList: majors by number of offering schools (ties share a rank), with Description and Source. */
export const getMajorRankList = (body: MajorRankRequest) => apiPost<RankPage>('Major/GetMajorRankList', body, { silent: true });
