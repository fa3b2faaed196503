// Slot and booking times: the server's are RFC 3339 in UTC; families and experts read them in
// Beijing time ("6月20日 周六 19:30"), and an expert's form sends Beijing "YYYY-MM-DD HH:mm".
const BEIJING_MS = 8 * 3600_000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

const pad = (n: number) => String(n).padStart(2, '0');

/** The Beijing wall clock of an instant (UTC fields of a shifted Date); null for no or a bad time. */
function beijing(iso: string | null | undefined): Date | null {
  if (!iso) return null;
  const t = Date.parse(iso);
  return Number.isNaN(t) ? null : new Date(t + BEIJING_MS);
}

/** "2027-06-20": the Beijing day, a key to group slots by. */
export function dayKey(iso: string): string {
  const d = beijing(iso);
  return d ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}` : '';
}

/** "6月20日 周六" (with the year when it is not this year's). */
export function dayText(iso: string, now = Date.now()): string {
  const d = beijing(iso);
  if (!d) return '';
  const year = d.getUTCFullYear() === new Date(now + BEIJING_MS).getUTCFullYear() ? '' : `${d.getUTCFullYear()}年`;
  return `${year}${d.getUTCMonth() + 1}月${d.getUTCDate()}日 ${WEEKDAYS[d.getUTCDay()]}`;
}

/** "19:30" in Beijing time. */
export function clockText(iso: string): string {
  const d = beijing(iso);
  return d ? `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}

/** "6月20日 周六 19:30". */
export const whenText = (iso: string | null | undefined, now = Date.now()): string => (iso && beijing(iso) ? `${dayText(iso, now)} ${clockText(iso)}` : '');

/** "6月20日 周六 19:30–20:00". */
export const rangeText = (start: string, end: string, now = Date.now()): string => `${whenText(start, now)}–${clockText(end)}`;

/** "2026-11-24 18:20" in Beijing time (the console's facts); empty for no time. */
export function stampText(iso: string | null | undefined): string {
  const d = beijing(iso);
  return d ? `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}` : '';
}

/** Today's Beijing date, "2027-06-20" (the slot form's earliest day). */
export const todayKey = (now = Date.now()): string => dayKey(new Date(now).toISOString());

/** The instant a Beijing "YYYY-MM-DD" and "HH:mm" stand for (ms); NaN when malformed. */
export function beijingInstant(date: string, time: string): number {
  const d = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  const t = /^(\d{2}):(\d{2})$/.exec(time);
  if (!d || !t) return NaN;
  return Date.UTC(+d[1], +d[2] - 1, +d[3], +t[1], +t[2]) - BEIJING_MS;
}

export interface DayGroup<T> {
  key: string;
  label: string;
  items: T[];
}

/** Items with a Start grouped by Beijing day, in time order. */
export function groupByDay<T extends { Start: string }>(items: T[], now = Date.now()): DayGroup<T>[] {
  const sorted = [...items].sort((a, b) => Date.parse(a.Start) - Date.parse(b.Start));
  const out: DayGroup<T>[] = [];
  for (const it of sorted) {
    const key = dayKey(it.Start);
    const last = out[out.length - 1];
    if (last && last.key === key) last.items.push(it);
    else out.push({ key, label: dayText(it.Start, now), items: [it] });
  }
  return out;
}
