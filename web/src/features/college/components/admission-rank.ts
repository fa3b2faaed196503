// The `admission` ranking (录取位次): the candidate's province, year and track as the URL
// carries them (exam, year, track), the tracks a year offers (Public/ProvinceIsNewExam RuleList),
// the request fields of a track, and how a converted rank reads in a row's ValueText.
import type { RankListRequest } from '../api/get-college-rank-list';

export const ADMISSION_RANKING = 'admission';

/** What the visitor asked for; null: not asked (the page's default applies). */
export interface AdmissionAsk {
  exam: number | null;
  year: number | null;
  track: string | null;
}

export interface TrackRule {
  SelectSubject?: string;
  SubjectType?: number;
  Name: string;
}

export interface TrackChoice {
  /** '物理' / '历史' (3+1+2), '1' / '2' (old exam 文科 / 理科), '' (3+3: the one track 综合). */
  key: string;
  name: string;
}

const PROVINCE = /^[1-9]\d$/;
const YEAR = /^(20\d\d|2100)$/;
const TRACK = /^(物理|历史|1|2)$/;

export function readAdmissionAsk(params: URLSearchParams): AdmissionAsk {
  const exam = (params.get('exam') ?? '').trim();
  const year = (params.get('year') ?? '').trim();
  const track = (params.get('track') ?? '').trim();
  return {
    exam: PROVINCE.test(exam) ? Number(exam) : null,
    year: YEAR.test(year) ? Number(year) : null,
    track: TRACK.test(track) ? track : null,
  };
}

/** Adds the asked province, year and track to a rank page query. */
export function withAdmissionAsk(q: URLSearchParams, a: AdmissionAsk): URLSearchParams {
  if (a.exam) q.set('exam', String(a.exam));
  if (a.year) q.set('year', String(a.year));
  if (a.track) q.set('track', a.track);
  return q;
}

/** The tracks of a RuleList, in the server's order. */
export function trackChoices(rules: TrackRule[] | null | undefined): TrackChoice[] {
  return (rules ?? []).map((r) => {
    if (r.SelectSubject) return { key: r.SelectSubject, name: r.Name || `${r.SelectSubject}类` };
    if (r.SubjectType === 1 || r.SubjectType === 2) return { key: String(r.SubjectType), name: r.Name || (r.SubjectType === 1 ? '文科' : '理科') };
    return { key: '', name: r.Name || '综合' };
  });
}

/** The asked track if the year offers it, else the first (物理 / 文科 by the server's order). */
export function pickTrack(choices: TrackChoice[], asked: string | null): string {
  return asked !== null && choices.some((c) => c.key === asked) ? asked : (choices[0]?.key ?? '');
}

/** The asked year if the province has results for it, else the newest. */
export function pickYear(years: number[], asked: number | null): number | null {
  if (!years.length) return null;
  return asked && years.includes(asked) ? asked : Math.max(...years);
}

/** The request fields of the candidate's choice: a number track is a SubjectType, 物理/历史 a SelectSubject. */
export function admissionParams(exam: number, year: number, track: string): Pick<RankListRequest, 'ExamProvinceId' | 'Year' | 'SubjectType' | 'SelectSubject'> {
  const body: Pick<RankListRequest, 'ExamProvinceId' | 'Year' | 'SubjectType' | 'SelectSubject'> = { ExamProvinceId: exam, Year: year };
  if (/^\d+$/.test(track)) body.SubjectType = Number(track);
  else if (track) body.SelectSubject = track;
  return body;
}

const CONVERTED = '（换算）';
export const CONVERTED_TIP = '由本站按当年一分一段表换算';

/** A row's ValueText without the （换算） mark, and whether it had it (a rank the site converted from a score). */
export function readValueText(text: string | null | undefined): { text: string; converted: boolean } {
  const t = (text ?? '').trim();
  return t.endsWith(CONVERTED) ? { text: t.slice(0, -CONVERTED.length).trim(), converted: true } : { text: t, converted: false };
}

/** An empty answer's Source says why (暂无…); any other empty answer is the location filter's. */
export function emptyReason(source: string | null | undefined, located: boolean): string {
  const s = (source ?? '').trim();
  if (s.startsWith('暂无') || (s && !located)) return s;
  return located ? '所选所在地区暂无上榜院校' : '暂无该条件下的录取位次';
}
