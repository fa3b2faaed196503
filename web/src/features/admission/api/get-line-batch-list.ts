import { apiPost } from '@/lib/api-client';
import type { BatchListAnswer } from '../types';

/** Public/LineBatchList: every published batch line of a province in a year (default: the newest year). */
export const getLineBatchList = (body: { ProvinceId: number; Year?: number }) => apiPost<BatchListAnswer>('Public/LineBatchList', body);
