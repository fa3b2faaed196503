import { apiPost } from '@/lib/api-client';
import type { ContentCategory } from '../types';

/** Web/GetNewsCategoryList: the categories that have published news, with their counts. */
export const getNewsCategoryList = () => apiPost<ContentCategory[] | null>('Web/GetNewsCategoryList', {}, { silent: true });
