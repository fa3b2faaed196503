import { apiPost } from '@/lib/api-client';
import type { Industry } from '../types';

/** Career/IndustryList: every occupational field (行业) with its occupation count. */
export const getIndustryList = () => apiPost<Industry[] | null>('Career/IndustryList', {});
