import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { searchQuery } from '../api/search-query';
import type { SearchAnswer, SearchKind, SearchRequest } from '../types';

export interface SearchState {
  /** The latest answer for the current keyword (another tab or page of it while the next one loads). */
  answer: SearchAnswer | null;
  loading: boolean;
  error: string | null;
}

interface Loaded {
  keyword: string;
  answer: SearchAnswer | null;
  loading: boolean;
  error: string | null;
}

const keyOf = (r: SearchRequest, kind: SearchKind | '') => [r.Keyword, kind, r.PageIndex, r.PageSize].join('\u0000');

/**
 * Runs Search/Query whenever the request changes; only the latest answer is kept. A request
 * without a Kind that the last answer already satisfies (the URL now names the tab that answer
 * chose) is not sent again. An answer for another keyword is never returned. A null request
 * loads nothing.
 */
export function useSearch(req: SearchRequest | null): SearchState {
  const [state, setState] = useState<Loaded>({ keyword: '', answer: null, loading: false, error: null });
  const seq = useRef(0);
  const answered = useRef('');
  const key = req ? keyOf(req, req.Kind ?? '') : null;
  useEffect(() => {
    const mine = ++seq.current;
    if (!req || key === null) {
      setState({ keyword: '', answer: null, loading: false, error: null });
      return;
    }
    if (key === answered.current) return;
    setState((s) => ({ keyword: req.Keyword, answer: s.keyword === req.Keyword ? s.answer : null, loading: true, error: null }));
    searchQuery(req).then(
      (answer) => {
        if (mine !== seq.current) return;
        answered.current = keyOf(req, answer.Kind);
        setState({ keyword: req.Keyword, answer, loading: false, error: null });
      },
      (e: unknown) => {
        if (mine !== seq.current) return;
        answered.current = '';
        const message = e instanceof ApiError ? e.message : '搜索失败，请稍后重试';
        setState({ keyword: req.Keyword, answer: null, loading: false, error: message });
      },
    );
    // The key says everything about the request.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  if (!req) return { answer: null, loading: false, error: null };
  // Until the effect above has run for a new keyword, the state still holds the previous one.
  if (state.keyword !== req.Keyword) return { answer: null, loading: true, error: null };
  return { answer: state.answer, loading: state.loading, error: state.error };
}
