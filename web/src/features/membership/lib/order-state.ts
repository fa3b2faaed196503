// An order's state as the page shows it. EXPIRED is the page's own: a NOTPAY order whose time ran out.
import type { OrderState } from '@/types/api';

export type ShownState = OrderState | 'EXPIRED';

export const STATE_TEXT: Record<ShownState, string> = {
  NOTPAY: '待支付',
  PAID: '已支付',
  CLOSED: '已关闭',
  REFUNDING: '退款中',
  REFUNDED: '已退款',
  EXPIRED: '已过期',
};

/** The state in words: the server's StateText when it sent one, else the mapping, else the code itself. */
export function stateText(state: string | null | undefined, serverText?: string | null): string {
  if (serverText && serverText.trim()) return serverText.trim();
  if (!state) return '';
  return STATE_TEXT[state as ShownState] ?? state;
}

/** The state to show: NOTPAY past its expiry is shown as expired. */
export function shownState(state: OrderState, expired: boolean): ShownState {
  return state === 'NOTPAY' && expired ? 'EXPIRED' : state;
}

/** Polling goes on only while the order waits for payment. */
export const isWaiting = (state: string | null | undefined) => state === 'NOTPAY';

/** An order that can no longer be paid: a new one is needed. */
export const isOver = (state: ShownState) => state === 'CLOSED' || state === 'EXPIRED';

/** A colour for the state's label. */
export function stateColor(state: string): 'green' | 'orange' | 'grey' | 'red' {
  if (state === 'PAID') return 'green';
  if (state === 'NOTPAY') return 'orange';
  if (state === 'REFUNDING' || state === 'REFUNDED') return 'red';
  return 'grey';
}
