import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';

export interface Reloadable<T> {
  data: T | null;
  error: ApiError | null;
  loading: boolean;
  /** Reads again (after a write: the read waits for it); the data on screen stays meanwhile. */
  reload: () => Promise<void>;
}

/**
 * Loads when `key` changes and again on reload(); only the newest answer is kept. A null key
 * loads nothing (and clears).
 */
export function useReloadable<T>(load: () => Promise<T>, key: string | null): Reloadable<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(key !== null);
  const seq = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;
  const reload = useCallback(async () => {
    const mine = ++seq.current;
    if (key === null) {
      setData(null);
      setError(null);
      setLoading(false);
      return;
    }
    setLoading(true);
    try {
      const d = await loadRef.current();
      if (mine === seq.current) {
        setData(d);
        setError(null);
      }
    } catch (e) {
      if (mine === seq.current) setError(e instanceof ApiError ? e : new ApiError(-1, String((e as Error)?.message ?? e)));
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [key]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { data, error, loading, reload };
}
