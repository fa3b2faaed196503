// Calendar dates as the API writes them (2027-03-01, Beijing), counted without time zones.

const DAY_MS = 86_400_000;
const WEEKDAYS = ['周日', '周一', '周二', '周三', '周四', '周五', '周六'];

const toTime = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromTime = (t: number) => new Date(t).toISOString().slice(0, 10);

/** Today in Beijing (the server's calendar). */
export const beijingToday = (now = Date.now()) => fromTime(now + 8 * 3600_000);

export const addDays = (date: string, n: number) => fromTime(toTime(date) + n * DAY_MS);

/** 0 Sunday … 6 Saturday. */
const weekday = (date: string) => new Date(toTime(date)).getUTCDay();

/** The Monday of the date's week (weeks run Monday to Sunday). */
export const mondayOf = (date: string) => addDays(date, -((weekday(date) + 6) % 7));

/** The seven dates of the week starting on `monday`. */
export const weekDates = (monday: string) => Array.from({ length: 7 }, (_, i) => addDays(monday, i));

/** 周一 … 周日. */
export const weekdayName = (date: string) => WEEKDAYS[weekday(date)];

/** 11月24日 */
export function shortDate(date: string): string {
  const [, m, d] = date.split('-').map(Number);
  return `${m}月${d}日`;
}

/** 2026年11月23日 – 11月29日 */
export function weekText(monday: string): string {
  const sunday = addDays(monday, 6);
  return `${monday.slice(0, 4)}年${shortDate(monday)} – ${sunday.slice(0, 4) !== monday.slice(0, 4) ? `${sunday.slice(0, 4)}年` : ''}${shortDate(sunday)}`;
}

/** Whether the text is a real calendar date written 2027-03-01. */
export const isDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s) && !Number.isNaN(toTime(s)) && fromTime(toTime(s)) === s;
