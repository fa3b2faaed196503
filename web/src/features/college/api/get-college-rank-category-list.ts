import { apiPost } from '@/lib/api-client';
import type { RankCategory } from '../types';

/** College/GetCollegeRankCategoryList: the rankings there are data for, each with its Description. */
export const getCollegeRankCategoryList = () => apiPost<RankCategory[] | null>('College/GetCollegeRankCategoryList', {});
