import { apiPost } from '@/lib/api-client';
import type { RankYear } from '../types';

/** Public/LineRankYears: the years with a 一分一段 table for the province, newest first. */
export const getLineRankYears = (body: { ProvinceId: number }) => apiPost<RankYear[]>('Public/LineRankYears', body);
