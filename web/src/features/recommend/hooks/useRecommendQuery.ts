import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { readQuery, writeQuery, type RecommendQuery } from '../lib/query';

/** The query in the page's URL (null when it has none) and a way to ask another one. */
export function useRecommendQuery(): [RecommendQuery | null, (q: RecommendQuery) => void] {
  const [params, setParams] = useSearchParams();
  const query = useMemo(() => readQuery(params), [params]);
  return [query, (q) => setParams(writeQuery(q))];
}
