import { apiPost } from '@/lib/api-client';
import type { CollegeItem } from '../types';

/** College/SearchCollegeByName: up to Count (≤ 20) colleges matched by name, abbreviation, former name or pinyin. */
export const searchCollegeByName = (CollegeName: string, Count = 10) =>
  apiPost<CollegeItem[] | null>('College/SearchCollegeByName', { CollegeName, Count });
