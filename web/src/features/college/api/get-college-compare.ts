import { apiPost } from '@/lib/api-client';
import type { CollegeCompare } from '../types';

/** College/GetCollegeCompare: 2–4 distinct colleges side by side, with their common majors. */
export const getCollegeCompare = (Ids: string[]) => apiPost<CollegeCompare>('College/GetCollegeCompare', { Ids });
