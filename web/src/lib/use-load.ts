import { useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';

export interface Loaded<T> {
  data: T | null;
  loading: boolean;
  error: ApiError | null;
}

/**
 * Runs `load` whenever `key` changes; only the latest answer is kept. The previous data stays
 * visible while the next one loads. A null key loads nothing.
 */
export function useLoad<T>(load: () => Promise<T>, key: string | null): Loaded<T> {
  const [state, setState] = useState<Loaded<T>>({ data: null, loading: key !== null, error: null });
  const seq = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    const mine = ++seq.current;
    if (key === null) {
      setState({ data: null, loading: false, error: null });
      return;
    }
    setState((s) => ({ ...s, loading: true, error: null }));
    loadRef.current().then(
      (data) => mine === seq.current && setState({ data, loading: false, error: null }),
      (e: unknown) => {
        if (mine !== seq.current) return;
        const error = e instanceof ApiError ? e : new ApiError(-1, String((e as Error)?.message ?? e));
        setState({ data: null, loading: false, error });
      },
    );
  }, [key]);
  return state;
}
