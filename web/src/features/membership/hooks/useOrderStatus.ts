import { useEffect, useState } from 'react';
import type { Order, PaymentStart } from '@/types/api';
import { ApiCode, ApiError } from '@/lib/api-client';
import { getPaymentStatus } from '../api/payment-status';
import { remainingMs } from '../lib/format';
import { isWaiting, shownState, type ShownState } from '../lib/order-state';
import { refreshMembership } from '../lib/refresh';
import { useNow } from './useNow';

export const POLL_MS = 2000;

/**
 * An order being paid: its state polled every 2 s while it waits for payment (stopped on
 * unmount), the time left, and on PAID the login data and the products read again.
 * A waiting order past its expiry is shown as expired.
 */
export function useOrderStatus(order: PaymentStart) {
  const [status, setStatus] = useState<Order | null>(null);
  const [expired, setExpired] = useState(false);
  const [error, setError] = useState('');
  const [retry, setRetry] = useState(0);
  const state = status?.State ?? 'NOTPAY';
  const polling = isWaiting(state) && !expired && !error;
  const now = useNow(polling ? 1000 : null);
  const left = remainingMs(status?.ExpireAt || order.ExpireAt, now);

  useEffect(() => {
    if (!polling) return;
    let alive = true;
    const timer = setTimeout(async () => {
      try {
        const s = await getPaymentStatus(order.OrderNo);
        if (!alive) return;
        setStatus(s);
        if (isWaiting(s.State) && remainingMs(s.ExpireAt || order.ExpireAt) === 0) setExpired(true);
      } catch (e) {
        if (!alive) return;
        const code = e instanceof ApiError ? e.code : ApiCode.Network;
        if (code === ApiCode.NotFound || code === ApiCode.LoginExpired) setError((e as Error).message);
        else if (remainingMs(order.ExpireAt) === 0) setExpired(true);
        else setRetry((n) => n + 1); // network trouble: keep asking
      }
    }, POLL_MS);
    return () => {
      alive = false;
      clearTimeout(timer);
    };
  }, [polling, order.OrderNo, order.ExpireAt, status, retry]);

  useEffect(() => {
    if (state === 'PAID') void refreshMembership();
  }, [state]);

  const shown: ShownState = shownState(state, expired);
  return { status, state: shown, left, error };
}
