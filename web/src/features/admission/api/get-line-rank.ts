import { apiPost } from '@/lib/api-client';
import type { LineRankAnswer, RankRequest } from '../types';

/** Public/LineRank: the place of a score in its 一分一段 table (band, rank range, rank to use, or why none). */
export const getLineRank = (body: RankRequest) => apiPost<LineRankAnswer>('Public/LineRank', body);
