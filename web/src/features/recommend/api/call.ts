// How every Recommend call is sent: the ByPredictScore variant when the body carries a predicted
// score; bad input (400) is shown inline by the page, not toasted; the first call after a start
// waits for the engine to learn (about 20 s), so the wait is longer than the site's 40 s default.
import { apiPost, ApiCode } from '@/lib/api-client';
import type { RecommendRequest } from '../types';

export const RECOMMEND_TIMEOUT_MS = 120_000;

/** The action's path: Recommend/<Action>, or <Action>ByPredictScore for a predicted score. */
export function recommendPath(action: string, body: RecommendRequest): string {
  return `Recommend/${action}${body.PredictScore !== undefined ? 'ByPredictScore' : ''}`;
}

export function recommendCall<T>(action: string, body: RecommendRequest): Promise<T> {
  return apiPost<T>(recommendPath(action, body), body, { silent: [ApiCode.Invalid], timeoutMs: RECOMMEND_TIMEOUT_MS });
}
