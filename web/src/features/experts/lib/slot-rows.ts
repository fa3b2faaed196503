// The rows of the 发布时段 form: each a day, a start, a length and a mode; sent together in one
// Expert/OpenSlots call as Beijing "YYYY-MM-DD HH:mm".
import type { Mode, SlotInput } from '../types';
import { beijingInstant } from './time';

export const MINUTES_MIN = 15;
export const MINUTES_MAX = 120;
export const ROWS_MAX = 20;
/** Slots start at least 2 hours and at most 60 days ahead (the server's rules). */
const AHEAD_MIN_MS = 2 * 3600_000;
const AHEAD_MAX_MS = 60 * 24 * 3600_000;

export const MODE_NAMES: Record<Mode, string> = { video: '视频', phone: '电话' };

export interface SlotRow {
  key: number;
  date: string;
  time: string;
  minutes: string;
  mode: Mode;
}

let nextKey = 1;

/** A new row: after `prev` on the same day (its end), or empty. */
export function newRow(prev?: SlotRow): SlotRow {
  const row: SlotRow = { key: nextKey++, date: '', time: '', minutes: '30', mode: 'video' };
  if (!prev) return row;
  const start = beijingInstant(prev.date, prev.time);
  const minutes = Number(prev.minutes);
  if (Number.isNaN(start) || !Number.isInteger(minutes)) return { ...row, date: prev.date, minutes: prev.minutes, mode: prev.mode };
  const end = new Date(start + minutes * 60_000 + 8 * 3600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return {
    ...row,
    date: `${end.getUTCFullYear()}-${pad(end.getUTCMonth() + 1)}-${pad(end.getUTCDate())}`,
    time: `${pad(end.getUTCHours())}:${pad(end.getUTCMinutes())}`,
    minutes: prev.minutes,
    mode: prev.mode,
  };
}

/** What is wrong with the rows (null: nothing), naming the row. */
export function rowsProblem(rows: SlotRow[], now = Date.now()): string | null {
  if (!rows.length) return '请至少添加一个时段';
  if (rows.length > ROWS_MAX) return `一次最多发布 ${ROWS_MAX} 个时段`;
  for (const [i, r] of rows.entries()) {
    const at = `第 ${i + 1} 行：`;
    const start = beijingInstant(r.date, r.time);
    if (Number.isNaN(start)) return `${at}请选择日期和开始时间`;
    const m = Number(r.minutes);
    if (!/^\d+$/.test(r.minutes.trim()) || m < MINUTES_MIN || m > MINUTES_MAX) return `${at}时长须为 ${MINUTES_MIN}–${MINUTES_MAX} 分钟`;
    if (start - now < AHEAD_MIN_MS) return `${at}开始时间须在两小时以后`;
    if (start - now > AHEAD_MAX_MS) return `${at}最多发布 60 天以内的时段`;
  }
  return null;
}

/** The slots Expert/OpenSlots takes. */
export const toSlotInputs = (rows: SlotRow[]): SlotInput[] =>
  rows.map((r) => ({ Start: `${r.date} ${r.time}`, Minutes: Number(r.minutes), Mode: r.mode }));
