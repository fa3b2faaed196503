import { apiPost } from '@/lib/api-client';
import type { CollegeItem, CollegeListRequest, Paged } from '../types';

/** College/GetCollegeList: paged colleges matching the filter (absent field = 不限). */
export const getCollegeList = (body: CollegeListRequest) => apiPost<Paged<CollegeItem>>('College/GetCollegeList', body);
