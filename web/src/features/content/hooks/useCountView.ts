import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { addNewsInfoCount } from '../api/add-news-info-count';
import { createViewLedger } from '../lib/view-ledger';

/**
 * Counts one read (Web/AddNewsInfoCount) of the article on screen, once per page view: a view is
 * the history entry (its location key) and the article, so prev / next and going back count again,
 * while StrictMode's second run of the effect does not. null counts nothing (not loaded yet).
 */
export function useCountView(id: string | null | undefined): void {
  const { key } = useLocation();
  const ledger = useRef<ReturnType<typeof createViewLedger> | null>(null);
  ledger.current ??= createViewLedger();
  useEffect(() => {
    if (!id || !ledger.current!(`${key}\u0000${id}`)) return;
    addNewsInfoCount(id).catch(() => undefined);
  }, [id, key]);
}
