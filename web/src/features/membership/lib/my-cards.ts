// How 我激活的卡 shows a card's product time and state.
import type { MyCard } from '@/types/api';

/** "2026-11-24 至 2027-11-24", or "至 2027-11-24" without a start; "—" when the card gives no time now. */
export function cardValidText(c: Pick<MyCard, 'ValidFrom' | 'ValidUntil'>, date: (t: string) => string): string {
  if (!c.ValidUntil) return '—';
  return c.ValidFrom ? `${date(c.ValidFrom)} 至 ${date(c.ValidUntil)}` : `至 ${date(c.ValidUntil)}`;
}

/** A colour for the card's state label. */
export function cardStateColor(state: MyCard['State']): 'green' | 'blue' | 'grey' | 'red' {
  if (state === 'ACTIVE') return 'green';
  if (state === 'PENDING') return 'blue';
  if (state === 'REVOKED') return 'red';
  return 'grey';
}
