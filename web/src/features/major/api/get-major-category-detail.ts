import { apiPost, ApiCode } from '@/lib/api-client';
import type { CategoryDetail } from '../types';

/** Major/GetMajorCategoryDetail: a 门类 ("08") or 专业类 ("0809"); 400/404 are left to the page. */
export const getMajorCategoryDetail = (Code: string) =>
  apiPost<CategoryDetail>('Major/GetMajorCategoryDetail', { Code }, { silent: [ApiCode.NotFound, ApiCode.Invalid] });
