// Input rules of SPEC §5 and the account rules of the API.

export const SCORE_MAX = 750;
export const SCORE_MIN = 0;
export const KEYWORD_MAX = 20;

export const MSG_INVALID_SCORE = '请输入有效的高考成绩！';
export const MSG_KEYWORD_EMPTY = '请输入搜索关键词';

/**
 * The full mark of a province's gaokao total, from its MaxScore (750; 上海 660; 海南 900, a
 * standard score), or 750 when the province or its MaxScore is not known.
 */
export function fullMarkOf(province: { MaxScore?: number | null } | null | undefined): number {
  const m = Number(province?.MaxScore);
  return Number.isInteger(m) && m > 0 ? m : SCORE_MAX;
}

/** An exam score: a whole number from 0 to the province's full mark. Returns the error message or null. */
export function validateExamScore(value: unknown, maxScore: number = SCORE_MAX): string | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^\d+$/.test(text)) return MSG_INVALID_SCORE;
  const n = Number(text);
  return n >= SCORE_MIN && n <= maxScore ? null : MSG_INVALID_SCORE;
}

/** Search keyword: trimmed, non-empty, at most 20 characters (longer input is cut). */
export function normalizeKeyword(raw: string | null | undefined): { ok: true; keyword: string } | { ok: false; message: string } {
  const keyword = Array.from((raw ?? '').trim()).slice(0, KEYWORD_MAX).join('').trim();
  return keyword ? { ok: true, keyword } : { ok: false, message: MSG_KEYWORD_EMPTY };
}

export function searchPath(keyword: string): string {
  return `/search?keywords=${encodeURIComponent(keyword)}`;
}

export const LOGIN_NAME_RULE = '登录名为4–20位字母、数字或下划线，且以字母开头';
export const PASSWORD_RULE = '密码为8–32位，须同时包含字母和数字';

export function validateLoginName(name: string): string | null {
  return /^[A-Za-z][A-Za-z0-9_]{3,19}$/.test(name) ? null : LOGIN_NAME_RULE;
}

export function validatePassword(pwd: string): string | null {
  if (pwd.length < 8 || pwd.length > 32) return PASSWORD_RULE;
  return /[A-Za-z]/.test(pwd) && /\d/.test(pwd) ? null : PASSWORD_RULE;
}

export function validatePhone(phone: string): string | null {
  return /^1[3-9]\d{9}$/.test(phone.trim()) ? null : '请输入正确的11位手机号';
}

export function validateSmsCode(code: string): string | null {
  return /^\d{4,6}$/.test(code.trim()) ? null : '请输入短信验证码';
}

/** Score query form (SPEC §5). New-exam provinces need SelectSubject, old ones SubjectType; the score is capped at the province's full mark. */
export interface ScoreQuery {
  ProvinceId?: number | string | null;
  Year?: number | string | null;
  SubjectType?: number | string | null;
  SelectSubject?: string | null;
  Score?: number | string | null;
}

export const MSG_SCORE_QUERY_INCOMPLETE = '请检查分数查询板块必填项';

export function validateScoreQuery(q: ScoreQuery, isNewExam: boolean, maxScore: number = SCORE_MAX): { ok: boolean; errors: Record<string, string>; message?: string } {
  const errors: Record<string, string> = {};
  const empty = (v: unknown) => v === undefined || v === null || v === '';
  if (empty(q.Year)) errors.Year = '请选择查询年份';
  if (empty(q.ProvinceId)) errors.ProvinceId = '请选择招生地区';
  if (empty(q.Score)) errors.Score = '请填写分数！';
  else if (Number(q.Score) > maxScore) errors.Score = MSG_INVALID_SCORE;
  if (isNewExam && empty(q.SelectSubject)) errors.SelectSubject = '请选择科目！';
  if (!isNewExam && empty(q.SubjectType)) errors.SubjectType = '请选择科类！';
  const ok = Object.keys(errors).length === 0;
  return ok ? { ok, errors } : { ok, errors, message: MSG_SCORE_QUERY_INCOMPLETE };
}

/** Score tag text: province + year + 年+录取分数低于{score}分. */
export function scoreTagText(provinceName: string, year: number | string, score: number | string): string {
  return `${provinceName}${year}年录取分数低于${score}分`;
}
