import type { RecommendRequest, RecommendStat } from '../types';
import { recommendCall } from './call';

/** Recommend/GetRecommendStat(ByPredictScore): counts by label, province, category, nature and tuition, and the backtest. */
export const getRecommendStat = (body: RecommendRequest) => recommendCall<RecommendStat>('GetRecommendStat', body);
