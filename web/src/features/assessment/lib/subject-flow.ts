// The 选科 choices carried in the URL (?province=44&year=2027&majors=0809,0812): /choose-subject
// and each step of the 选科测评 (choose-province → enter-content → new-test-content) read and
// write them, so a reload, a detour through /login or a shared link keeps them.
import type { SheetExtra } from '../types';

/** At most this many liked 专业类 (the API refuses more). */
export const MAX_MAJORS = 10;

export interface SubjectFlow {
  /** 0: not chosen. */
  province: number;
  /** 0: not chosen. */
  year: number;
  /** Liked 专业类 codes (0809), in the order chosen. */
  majors: string[];
}

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isInteger(n) && n > 0 ? n : 0;
};

/** A list of distinct 4-digit class codes, at most MAX_MAJORS. */
export function cleanMajors(codes: string[]): string[] {
  const out: string[] = [];
  for (const c of codes.map((x) => x.trim())) if (/^\d{4}$/.test(c) && !out.includes(c)) out.push(c);
  return out.slice(0, MAX_MAJORS);
}

export function readFlow(params: URLSearchParams): SubjectFlow {
  return { province: positive(params.get('province')), year: positive(params.get('year')), majors: cleanMajors((params.get('majors') ?? '').split(',')) };
}

export function flowParams(f: SubjectFlow): URLSearchParams {
  const p = new URLSearchParams();
  if (f.province) p.set('province', String(f.province));
  if (f.year) p.set('year', String(f.year));
  if (f.majors.length) p.set('majors', f.majors.join(','));
  return p;
}

/** A step's path with the flow: /exam-test/enter-content?province=44&year=2027 */
export function flowPath(path: string, f: SubjectFlow): string {
  const q = flowParams(f).toString();
  return q ? `${path}?${q}` : path;
}

/** What the 选科测评 sheet sends besides its answers (the API's defaults stand for what is unchosen). */
export function flowBody(f: SubjectFlow): SheetExtra {
  const body: SheetExtra = { Majors: f.majors };
  if (f.province) body.ProvinceId = f.province;
  if (f.year) body.ExamYear = f.year;
  return body;
}

/** Picks a class, or drops it when picked; none is added past MAX_MAJORS. */
export function toggleMajor(majors: string[], code: string): string[] {
  if (majors.includes(code)) return majors.filter((m) => m !== code);
  return majors.length >= MAX_MAJORS ? majors : [...majors, code];
}
