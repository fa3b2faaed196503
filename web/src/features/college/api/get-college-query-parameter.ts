import { apiPost } from '@/lib/api-client';
import type { QueryParameter } from '../types';

/** Data/GetCollegeQueryParameter: the lists of the university filter panel (without 不限). */
export const getCollegeQueryParameter = () => apiPost<QueryParameter>('Data/GetCollegeQueryParameter', {});
