import { useLoad } from '@/lib/use-load';
import { getRecommendStat } from '../api/get-recommend-stat';
import type { RecommendQuery } from '../lib/query';
import { baseRequest } from '../lib/request';
import type { Level } from '../types';

/** Stat of the query at a level ('' : the province's filling unit); nothing without a query. */
export function useRecommendStat(q: RecommendQuery | null, level: Level | '' = q?.level ?? '') {
  const body = q ? baseRequest(q, level) : null;
  return useLoad(() => getRecommendStat(body!), body ? JSON.stringify(body) : null);
}
