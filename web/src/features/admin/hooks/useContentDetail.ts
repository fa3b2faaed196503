import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getContent } from '../api/get-content';
import type { Detail } from '../types';

/**
 * An item's detail: loaded when the id changes, reload() after a change (the read waits for the
 * client's last write). Only the newest answer is kept. A null id (a new item) loads nothing.
 */
export function useContentDetail(id: string | null) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const [loading, setLoading] = useState(Boolean(id));
  const seq = useRef(0);
  const reload = useCallback(async () => {
    if (!id) return;
    const mine = ++seq.current;
    setLoading(true);
    try {
      const d = await getContent(id);
      if (mine === seq.current) {
        setDetail(d);
        setError(null);
      }
    } catch (e) {
      if (mine === seq.current) setError(e instanceof ApiError ? e : new ApiError(-1, String(e)));
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [id]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { detail, error, loading, reload };
}
