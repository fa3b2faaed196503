// The score query panel's state rules (SPEC §2, §4, §5): the form, how it follows the loaded
// years, tracks and batches, its validation, the SchoolHisotyScore it sends, the tag text and
// the stored form (tempScoreInfo).
import { getItem, removeItem, setItem, StorageKeys } from '@/lib/storage';
import { MSG_INVALID_SCORE, MSG_SCORE_QUERY_INCOMPLETE, scoreTagText } from '@/lib/validation';
import type { SchoolHistoryScore } from '../api/get-college-list';
import type { NewExamInfo, ProvinceBatch } from '../api/score-query';
import type { StudentContext } from '@/lib/student-context';

/** The form as typed: every field a string, '' when not chosen. */
export interface ScoreForm {
  ProvinceId: string;
  Year: string;
  SubjectType: string;
  SelectSubject: string;
  BatchId: string;
  Score: string;
  /** The candidate's subjects joined by '+' (物理+化学+生物), '' for none: from the profile. */
  Subjects: string;
}

export type ScoreField = keyof ScoreForm;

export const EMPTY_SCORE_FORM: ScoreForm = { ProvinceId: '', Year: '', SubjectType: '', SelectSubject: '', BatchId: '', Score: '', Subjects: '' };

/**
 * How the track is chosen in a (province, year): `subject` 首选 物理/历史 (new exam, more than
 * one rule), `none` one track (3+3 综合: the subject stays blank), `type` 文科/理科 (old exam).
 * null while the year's rules are unknown.
 */
export type TrackMode = 'subject' | 'none' | 'type';

export const DEFAULT_SUBJECT = '物理';
export const DEFAULT_SUBJECT_TYPE = '1';

export const MSG_YEAR = '请选择查询年份';
export const MSG_PROVINCE = '请选择招生地区';
export const MSG_SCORE = '请填写分数！';
export const MSG_SUBJECT_TYPE = '请选择科类！';
export const MSG_SELECT_SUBJECT = '请选择科目！';

export function trackModeOf(info: NewExamInfo | null | undefined): TrackMode | null {
  if (!info) return null;
  if (!info.IsNewExam) return 'type';
  return (info.RuleList?.length ?? 0) > 1 ? 'subject' : 'none';
}

/**
 * A user's change of one field: a new province starts over (the subjects too: they are the
 * profile's exam); a new year or subject resets the batch; a 首选 outside the subjects drops them.
 */
export function changeField(form: ScoreForm, field: ScoreField, value: string): ScoreForm {
  if (field === 'ProvinceId') return value === form.ProvinceId ? form : { ...EMPTY_SCORE_FORM, ProvinceId: value, Score: form.Score };
  if (field === 'Score') return { ...form, Score: value.replace(/[^\d]/g, '').slice(0, 3) };
  if (field === 'BatchId' || field === 'Subjects') return { ...form, [field]: value };
  if (form[field] === value) return form;
  const next = { ...form, [field]: value, BatchId: '' };
  if (field === 'SelectSubject' && value && form.Subjects && !subjectsOf(form).includes(value)) next.Subjects = '';
  return next;
}

/** The subjects of the form as a list. */
export const subjectsOf = (form: Pick<ScoreForm, 'Subjects'>): string[] => form.Subjects.split('+').filter(Boolean);

/**
 * The form a signed-in student starts from: the profile's province, exam year (fitYear moves it to
 * the newest year with lines when the exam is still to come), track, subjects and score.
 */
export function prefillForm(c: StudentContext): ScoreForm {
  const traditional = c.track === '1' || c.track === '2';
  return {
    ...EMPTY_SCORE_FORM,
    ProvinceId: String(c.provinceId),
    Year: c.examYear ? String(c.examYear) : '',
    SubjectType: traditional ? c.track! : '',
    SelectSubject: !traditional && c.track ? c.track : '',
    Score: c.score !== null ? String(c.score) : '',
    Subjects: traditional ? '' : c.subjects.join('+'),
  };
}

/** After the province's years load: keep the year if offered, else the newest (or none). */
export function fitYear(form: ScoreForm, years: number[] | null | undefined): ScoreForm {
  const list = [...(years ?? [])].sort((a, b) => b - a).map(String);
  if (list.includes(form.Year)) return form;
  return { ...form, Year: list[0] ?? '', BatchId: '' };
}

/** After the year's tracks load: 物理 by default for 3+1+2, blank for one track, 文科 (1) for the old exam. */
export function fitTrack(form: ScoreForm, info: NewExamInfo | null | undefined): ScoreForm {
  const mode = trackModeOf(info);
  if (!mode) return form;
  const rules = info?.RuleList ?? [];
  let next: ScoreForm;
  if (mode === 'subject') {
    const subjects = rules.map((r) => r.SelectSubject ?? '').filter(Boolean);
    const keep = subjects.includes(form.SelectSubject);
    const pick = keep ? form.SelectSubject : subjects.includes(DEFAULT_SUBJECT) ? DEFAULT_SUBJECT : (subjects[0] ?? '');
    next = { ...form, SelectSubject: pick, SubjectType: '' };
  } else if (mode === 'none') {
    next = { ...form, SelectSubject: '', SubjectType: '' };
  } else {
    const types = rules.map((r) => String(r.SubjectType ?? '')).filter(Boolean);
    const keep = types.includes(form.SubjectType);
    const pick = keep ? form.SubjectType : types.length === 0 || types.includes(DEFAULT_SUBJECT_TYPE) ? DEFAULT_SUBJECT_TYPE : types[0];
    next = { ...form, SubjectType: pick, SelectSubject: '' };
  }
  const same = next.SelectSubject === form.SelectSubject && next.SubjectType === form.SubjectType;
  return same ? form : { ...next, BatchId: '' };
}

/** After the batches load: keep the batch only if it is still offered. */
export function fitBatch(form: ScoreForm, batches: ProvinceBatch[] | null | undefined): ScoreForm {
  if (!form.BatchId) return form;
  return (batches ?? []).some((b) => String(b.BatchId) === form.BatchId) ? form : { ...form, BatchId: '' };
}

export interface ScoreCheck {
  errors: Partial<Record<ScoreField, string>>;
  /** The toast: 请检查分数查询板块必填项 when a required field is missing, else the score message; null when fine. */
  message: string | null;
}

/** SPEC §5: year, province, score and the track the mode asks for are required; the score is 0…full mark. */
export function validateScoreForm(form: ScoreForm, mode: TrackMode | null, maxScore: number): ScoreCheck {
  const errors: ScoreCheck['errors'] = {};
  let missing = false;
  const need = (field: ScoreField, text: string) => {
    errors[field] = text;
    missing = true;
  };
  if (!form.Year) need('Year', MSG_YEAR);
  if (!form.ProvinceId) need('ProvinceId', MSG_PROVINCE);
  if (!form.Score.trim()) need('Score', MSG_SCORE);
  else if (!/^\d+$/.test(form.Score.trim()) || Number(form.Score) > maxScore) errors.Score = MSG_INVALID_SCORE;
  if (mode === 'type' && !form.SubjectType) need('SubjectType', MSG_SUBJECT_TYPE);
  if ((mode === 'subject' || (mode === null && form.Year)) && !form.SelectSubject) need('SelectSubject', MSG_SELECT_SUBJECT);
  const message = missing ? MSG_SCORE_QUERY_INCOMPLETE : errors.Score ? MSG_INVALID_SCORE : null;
  return { errors, message };
}

/** The SchoolHisotyScore of a valid form: SelectSubject for 3+1+2, SubjectType for the old exam, neither for 3+3. */
export function toHistoryScore(form: ScoreForm, mode: TrackMode | null): SchoolHistoryScore {
  const q: SchoolHistoryScore = { ProvinceId: Number(form.ProvinceId), Year: Number(form.Year), Score: Number(form.Score) };
  if (mode === 'type') q.SubjectType = Number(form.SubjectType);
  if (mode === 'subject') q.SelectSubject = form.SelectSubject;
  if (form.BatchId) q.BatchId = form.BatchId;
  if (mode !== 'type' && form.Subjects) q.SelectSubjects = subjectsOf(form);
  return q;
}

/** The applied query as stored under tempScoreInfo: the request plus what the tag shows. */
export interface StoredScoreQuery extends SchoolHistoryScore {
  ProvinceName: string;
  BatchName?: string;
}

/** Tag text (SPEC §5): province + year + 年+录取分数低于{score}分, e.g. 广东2025年录取分数低于600分. */
export function scoreQueryTag(q: Pick<StoredScoreQuery, 'ProvinceName' | 'Year' | 'Score'>): string {
  return scoreTagText(q.ProvinceName, q.Year, q.Score);
}

const positiveInt = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;

/** The stored query, or null when there is none or it is not one this panel wrote. */
export function readStoredScoreQuery(): StoredScoreQuery | null {
  const q = getItem<Partial<StoredScoreQuery>>(StorageKeys.TempScoreInfo);
  if (!q || typeof q !== 'object') return null;
  if (!positiveInt(q.ProvinceId) || !positiveInt(q.Year) || typeof q.ProvinceName !== 'string' || !q.ProvinceName) return null;
  if (typeof q.Score !== 'number' || !Number.isInteger(q.Score) || q.Score < 0) return null;
  const out: StoredScoreQuery = { ProvinceId: q.ProvinceId!, Year: q.Year!, Score: q.Score, ProvinceName: q.ProvinceName };
  if (positiveInt(q.SubjectType)) out.SubjectType = q.SubjectType;
  if (typeof q.SelectSubject === 'string' && q.SelectSubject) out.SelectSubject = q.SelectSubject;
  if (typeof q.BatchId === 'string' && q.BatchId) out.BatchId = q.BatchId;
  if (typeof q.BatchName === 'string' && q.BatchName) out.BatchName = q.BatchName;
  if (Array.isArray(q.SelectSubjects) && q.SelectSubjects.length && q.SelectSubjects.every((x) => typeof x === 'string' && x)) {
    out.SelectSubjects = [...q.SelectSubjects];
  }
  return out;
}

export function saveStoredScoreQuery(q: StoredScoreQuery): void {
  setItem(StorageKeys.TempScoreInfo, q);
}

export function clearStoredScoreQuery(): void {
  removeItem(StorageKeys.TempScoreInfo);
}

/** The request part of a stored query (what GetCollegeList receives). */
export function requestOf(q: StoredScoreQuery): SchoolHistoryScore {
  const { ProvinceName: _name, BatchName: _batch, ...request } = q;
  return request;
}

/** The form showing a stored query (restored on the next visit). */
export function formOf(q: StoredScoreQuery | null, fallbackProvinceId = ''): ScoreForm {
  if (!q) return { ...EMPTY_SCORE_FORM, ProvinceId: fallbackProvinceId };
  return {
    ProvinceId: String(q.ProvinceId),
    Year: String(q.Year),
    SubjectType: q.SubjectType ? String(q.SubjectType) : '',
    SelectSubject: q.SelectSubject ?? '',
    BatchId: q.BatchId ?? '',
    Score: String(q.Score),
    Subjects: (q.SelectSubjects ?? []).join('+'),
  };
}
