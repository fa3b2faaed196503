import { apiPost } from '@/lib/api-client';
import type { ContentCategory } from '../types';

/** Web/GetHelpCategoryList: the help categories with their number of answers. */
export const getHelpCategoryList = () => apiPost<ContentCategory[] | null>('Web/GetHelpCategoryList', {}, { silent: true });
