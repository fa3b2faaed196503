import { apiPost } from '@/lib/api-client';
import type { CandidateRequest, SearchList } from '../types';

/** Recommend/SearchRecommendCollege: units of the table's candidate whose school or major has the keyword. */
export const searchUnits = (body: CandidateRequest & { Keyword: string; PageIndex?: number; PageSize?: number }) =>
  apiPost<SearchList>('Recommend/SearchRecommendCollege', body, { silent: true, timeoutMs: 120_000 });
