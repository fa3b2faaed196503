import { apiPost, ApiCode } from '@/lib/api-client';
import type { PublishedBacktest } from '../types';
import { RECOMMEND_TIMEOUT_MS } from './call';

/** Recommend/GetBacktest: the province's published backtest rows (docs/BACKTEST.md). */
export const getBacktest = (ProvinceId: number) =>
  apiPost<PublishedBacktest>('Recommend/GetBacktest', { ProvinceId }, { silent: [ApiCode.Invalid], timeoutMs: RECOMMEND_TIMEOUT_MS });
