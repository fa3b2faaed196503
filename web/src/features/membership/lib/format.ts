// Display helpers for prices, durations and the payment countdown.

/** Fen to yuan with two decimals: 9900 → "99.00". */
export function yuanText(fen: number | null | undefined): string {
  const n = Number(fen);
  if (!Number.isFinite(n)) return '';
  const sign = n < 0 ? '-' : '';
  const abs = Math.round(Math.abs(n));
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The server's yuan text when it sent one, otherwise computed from the fen amount. */
export function priceText(text: string | null | undefined, fen: number | null | undefined): string {
  return text && text.trim() ? text.trim() : yuanText(fen);
}

/** A product's duration: 365 → "365天". */
export function daysText(days: number | null | undefined): string {
  const n = Number(days);
  return Number.isFinite(n) && n > 0 ? `${Math.round(n)}天` : '';
}

/** How long a product lasts: "365天", or for a season product "2027志愿季（至录取结束）". */
export function durationText(p: { Kind?: string; Days?: number | null; SeasonYear?: number }): string {
  if (p.Kind === 'SEASON') return p.SeasonYear ? `${p.SeasonYear}志愿季（至录取结束）` : '至高考当年录取结束';
  return daysText(p.Days);
}

/**
 * The end a product would have if bought now, said before paying: "购买后到期：2027-03-09", or when
 * the same product is held, "续费后到期：2028-03-09（当前到期 2027-12-08）". Empty without a date.
 */
export function endsText(p: { EndsOn?: string; EndsOnText?: string; CurrentEndsOn?: string }): string {
  const ends = p.EndsOnText || p.EndsOn;
  if (!ends) return '';
  return p.CurrentEndsOn ? `续费后到期：${ends}（当前到期 ${p.CurrentEndsOn}）` : `购买后到期：${ends}`;
}

/** Milliseconds left until an RFC 3339 time (0 once past, null when unparsable). */
export function remainingMs(expireAt: string | null | undefined, now: number = Date.now()): number | null {
  const t = Date.parse(expireAt ?? '');
  if (!Number.isFinite(t)) return null;
  return Math.max(0, t - now);
}

/** A countdown as mm:ss (hh:mm:ss from an hour up); partial seconds round up. */
export function countdownText(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms)) return '';
  const total = Math.max(0, Math.ceil(ms / 1000));
  const p = (n: number) => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h ? `${h}:${p(m)}:${p(s)}` : `${p(m)}:${p(s)}`;
}
