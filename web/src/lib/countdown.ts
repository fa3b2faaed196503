// Exam countdown in the header (SPEC §2): whole days to the province's exam date,
// partial days round up, 0 once past; shown only when Web_ExamDate equals '0'.

const DAY_MS = 86_400_000;

/** Beijing is UTC+8 all year (no daylight saving). */
const BEIJING_OFFSET_MS = 8 * 3_600_000;

/**
 * Parses "YYYY-MM-DD" as midnight in Beijing, where the exam is held and where the server counts
 * (Web/GetHomeData's countdown): a browser in another zone shows the same number of days.
 */
export function parseExamDate(text: string | undefined | null): Date | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(text ?? '');
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) - BEIJING_OFFSET_MS);
  return Number.isNaN(d.getTime()) ? null : d;
}

export function examCountdownDays(ceeDate: string | undefined | null, now: Date = new Date()): number | null {
  const exam = parseExamDate(ceeDate);
  if (!exam) return null;
  const diff = exam.getTime() - now.getTime();
  return diff <= 0 ? 0 : Math.ceil(diff / DAY_MS);
}

export function shouldShowCountdown(webExamDateParam: string | undefined | null): boolean {
  return webExamDateParam === '0';
}
