import { apiPost } from '@/lib/api-client';
import type { ContentCategory } from '../types';

/** Web/GetNewsCategoryList: the categories that have published news, counted as a reader of the province sees them. */
export const getNewsCategoryList = (ExamProvinceId?: number) =>
  apiPost<ContentCategory[] | null>('Web/GetNewsCategoryList', ExamProvinceId ? { ExamProvinceId } : {}, { silent: true });
