// Times: the console's are RFC 3339 in UTC and shown in Beijing time; a scheduled publication is
// sent as Beijing time ("2027-06-01 09:00").
const BEIJING_MS = 8 * 3600_000;

const pad = (n: number) => String(n).padStart(2, '0');

/** "2026-11-24 18:20" in Beijing time; empty for no or a bad time. */
export function beijingTime(iso: string | null | undefined): string {
  if (!iso) return '';
  const t = Date.parse(iso);
  if (Number.isNaN(t)) return '';
  const d = new Date(t + BEIJING_MS);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}`;
}

/** A datetime-local value ("2027-06-01T09:00", read as Beijing time) as PublishContent's At; null when malformed. */
export function scheduleAt(value: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})(:\d{2})?$/.exec(value.trim());
  return m ? `${m[1]} ${m[2]}` : null;
}

/** The instant a Beijing "YYYY-MM-DD HH:mm" stands for (ms since the epoch); NaN when malformed. */
export function beijingInstant(at: string): number {
  const m = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2})$/.exec(at);
  if (!m) return NaN;
  return Date.UTC(+m[1], +m[2] - 1, +m[3], +m[4], +m[5]) - BEIJING_MS;
}

/** Why a scheduled time cannot be used, or null: it must be later than now and within a year. */
export function scheduleProblem(at: string | null, now = Date.now()): string | null {
  if (!at) return '请选择发布时间';
  const t = beijingInstant(at);
  if (Number.isNaN(t)) return '发布时间格式不正确';
  if (t <= now) return '定时发布的时间须晚于现在';
  if (t - now > 366 * 24 * 3600_000) return '定时发布最多提前一年';
  return null;
}
