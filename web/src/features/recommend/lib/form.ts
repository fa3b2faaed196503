// The start form (also the 修改条件 form of the result pages): the candidate, a score or a rank,
// and the preferences. The client checks what it can know (fields left empty, the number of
// subjects); the server says the rest (a score above the full mark, below the table …).
import { missingTrackMessage, needsChoice, type TrackOption } from '@/features/admission/lib/tracks';
import type { StudentContext } from '@/lib/student-context';
import type { Method } from '../types';
import { DEFAULT_TAB, type RecommendQuery } from './query';
import { chosenOf, selectSubjects, subjectsError, type SubjectMode } from './subjects';

export interface RecommendForm {
  province: number | null;
  year: number | null;
  track: string | null;
  /** The chosen subjects besides the 首选 track. */
  subjects: string[];
  by: 'score' | 'rank';
  value: string;
  predict: boolean;
  method: Method;
  collegeProvinces: number[];
  tags: string[];
  keyword: string;
  maxTuition: string;
}

export type FormErrors = Partial<Record<'province' | 'year' | 'track' | 'subjects' | 'value' | 'maxTuition', string>>;

export const EMPTY_FORM: RecommendForm = {
  province: null, year: null, track: null, subjects: [], by: 'score', value: '', predict: false, method: 'WCF',
  collegeProvinces: [], tags: [], keyword: '', maxTuition: '',
};

export const MSG_NO_VALUE = '请填写分数或位次';
export const MSG_TUITION = '学费上限请填写整数（元/年）';

/** The form of an asked query (the result pages' 修改条件, back to the start page). */
export function formOf(q: RecommendQuery): RecommendForm {
  return {
    province: q.province, year: q.year, track: q.track, subjects: chosenOf(q.subjects, q.track),
    by: q.score ? 'score' : 'rank', value: q.score || q.rank, predict: q.predict, method: q.method,
    collegeProvinces: q.collegeProvinces, tags: q.tags, keyword: q.keyword, maxTuition: q.maxTuition ? String(q.maxTuition) : '',
  };
}

/** The form of a signed-in student's profile. */
export function formOfStudent(s: StudentContext): RecommendForm {
  return { ...EMPTY_FORM, province: s.provinceId, year: s.examYear || null, track: s.track, subjects: chosenOf(s.subjects, s.track), value: s.score ? String(s.score) : '' };
}

export type FormCheck = { ok: true; query: RecommendQuery } | { ok: false; errors: FormErrors };

/**
 * Checks the form against the loaded choices; `keep` is the query it replaces (its tab, level
 * and page size stay, the page goes back to 1).
 */
export function checkForm(f: RecommendForm, ctx: { tracks: TrackOption[]; subjects: SubjectMode }, keep?: RecommendQuery | null): FormCheck {
  const errors: FormErrors = {};
  if (!f.province) errors.province = '请选择招生地区';
  if (!f.year) errors.year = '请选择高考年份';
  const track = f.track ?? '';
  if (needsChoice(ctx.tracks) && !ctx.tracks.some((t) => t.key === track && track !== '')) errors.track = missingTrackMessage(ctx.tracks);
  const subjects = subjectsError(ctx.subjects, f.subjects);
  if (subjects) errors.subjects = subjects;
  const value = f.value.trim();
  if (!value) errors.value = MSG_NO_VALUE;
  const tuition = f.maxTuition.trim();
  if (tuition && !/^\d+$/.test(tuition)) errors.maxTuition = MSG_TUITION;
  if (Object.keys(errors).length) return { ok: false, errors };
  return {
    ok: true,
    query: {
      province: f.province!, year: f.year!, track, subjects: selectSubjects(ctx.subjects, track, f.subjects),
      score: f.by === 'score' ? value : '', rank: f.by === 'rank' ? value : '', predict: f.by === 'score' && f.predict, method: f.method,
      level: keep?.level ?? '', tab: keep?.tab ?? DEFAULT_TAB, collegeProvinces: f.collegeProvinces, tags: f.tags, keyword: f.keyword.trim().slice(0, 30),
      maxTuition: tuition ? Number(tuition) || null : null, special: keep?.special ?? false, page: 1, size: keep?.size ?? 10,
    },
  };
}
