import { apiPost, ApiCode } from '@/lib/api-client';
import type { CollegeDetail } from '../types';

/** College/GetCollegeInfo: one college; an unknown (404) or malformed (400) id is left to the page. */
export const getCollegeInfo = (Id: string) =>
  apiPost<CollegeDetail>('College/GetCollegeInfo', { Id }, { silent: [ApiCode.NotFound, ApiCode.Invalid] });
