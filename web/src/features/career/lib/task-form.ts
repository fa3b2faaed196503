// The limits of a task (docs/API-CAREER.md) and what is wrong with one before it is sent.
import type { TaskInput } from '../types';
import { isDate } from './week';

export const TITLE_MAX = 50;
export const NOTE_MAX = 200;
export const MINUTES_MAX = 600;

/** Characters as the server counts them (code points, not UTF-16 units). */
export const charCount = (s: string) => [...s].length;

/** The problems of a task, in words ([] when it can be sent). */
export function taskProblems(t: TaskInput): string[] {
  const out: string[] = [];
  if (!isDate(t.TaskDate)) out.push('请选择日期');
  const title = t.Title.trim();
  if (!title) out.push('请填写任务内容');
  else if (charCount(title) > TITLE_MAX) out.push(`任务内容不能超过 ${TITLE_MAX} 个字`);
  if (!Number.isInteger(t.Minutes) || t.Minutes < 0 || t.Minutes > MINUTES_MAX) out.push(`计划用时须为 0–${MINUTES_MAX} 分钟的整数`);
  if (charCount(t.Note) > NOTE_MAX) out.push(`备注不能超过 ${NOTE_MAX} 个字`);
  return out;
}

/** The minutes typed into the form ('' is 0; anything else not a whole number is NaN). */
export const minutesOf = (text: string) => (text.trim() === '' ? 0 : /^\d+$/.test(text.trim()) ? Number(text.trim()) : NaN);

/** 1小时30分钟 / 40分钟 */
export function minutesText(m: number): string {
  if (m < 60) return `${m}分钟`;
  return m % 60 ? `${Math.floor(m / 60)}小时${m % 60}分钟` : `${m / 60}小时`;
}

/** A task as its form holds it (minutes as typed). */
export interface TaskDraft {
  TaskDate: string;
  Title: string;
  Subject: string;
  Minutes: string;
  Note: string;
}

export const emptyDraft = (TaskDate: string): TaskDraft => ({ TaskDate, Title: '', Subject: '', Minutes: '', Note: '' });

export const draftOf = (t: TaskInput): TaskDraft => ({ ...t, Minutes: t.Minutes ? String(t.Minutes) : '' });

/** What is sent for a draft (title and note trimmed). */
export const inputOf = (d: TaskDraft): TaskInput => ({ TaskDate: d.TaskDate, Title: d.Title.trim(), Subject: d.Subject, Minutes: minutesOf(d.Minutes), Note: d.Note.trim() });
