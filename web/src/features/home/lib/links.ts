// Which operator-configured addresses the home page may link to.

/** An outside address the portal opens in a new window: http(s) only. */
export const isWebUrl = (url: string | null | undefined): url is string => /^https?:\/\/\S+$/i.test((url ?? '').trim());

/** A path inside the portal ("/query-rank"), not a protocol-relative "//host". */
export const isAppPath = (url: string | null | undefined): url is string => /^\/(?!\/)/.test((url ?? '').trim());

/** The text of the countdown: 距2027年高考还有 N 天, or that the exam is on (Days 0). */
export function countdownText(examDate: string, days: number, examYear?: number): { lead: string; days: number | null; tail: string } {
  const year = examYear ? String(examYear) : /^(\d{4})-/.exec(examDate)?.[1] ?? '';
  if (days <= 0) return { lead: `${year}年高考正在进行`, days: null, tail: '' };
  return { lead: `距${year}年高考还有`, days, tail: '天' };
}
