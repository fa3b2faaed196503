import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getDetail } from '../api/get-detail';
import type { Detail } from '../types';

/**
 * A table's detail: loaded when the id changes, reload() after a change (the read waits for the
 * client's last write). Only the newest answer is kept.
 */
export function useTableDetail(id: string | null) {
  const [detail, setDetail] = useState<Detail | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const seq = useRef(0);
  const reload = useCallback(async (): Promise<Detail | null> => {
    if (!id) return null;
    const mine = ++seq.current;
    try {
      const d = await getDetail(id);
      if (mine === seq.current) {
        setDetail(d);
        setError(null);
      }
      return d;
    } catch (e) {
      if (mine === seq.current) setError(e instanceof ApiError ? e : new ApiError(-1, String(e)));
      return null;
    }
  }, [id]);
  useEffect(() => {
    setDetail(null);
    setError(null);
    void reload();
  }, [reload]);
  /** Shows a detail fetched elsewhere (the conflict dialog's fresh copy). */
  const show = useCallback((d: Detail) => {
    seq.current++;
    setDetail(d);
  }, []);
  return { detail, error, reload, show };
}
