import { apiPost } from '@/lib/api-client';
import type { EquivalentAnswer, RankRequest } from '../types';

/** Public/LineRankEquivalent: the equivalent score (等位分) of the score's rank in each earlier year. */
export const getLineRankEquivalent = (body: RankRequest) => apiPost<EquivalentAnswer>('Public/LineRankEquivalent', body);
