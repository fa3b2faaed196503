// Exam modes for /examinee: 3+3 (3 of 6, 浙江 7选3 with 技术), 3+1+2 (首选 物理/历史, 再选 two
// of 化学/生物/政治/地理), traditional (文科 1 / 理科 2).
import type { ExamMode, Province } from '@/types/api';

export const SUBJECT_TYPES = [
  { value: 1, label: '文科' },
  { value: 2, label: '理科' },
];
export const PRIMARY_SUBJECTS = ['物理', '历史'];
export const SECONDARY_SUBJECTS = ['化学', '生物', '政治', '地理'];
export const ELECTIVES_3_3 = ['物理', '化学', '生物', '政治', '历史', '地理'];

export interface ExamModeInfo {
  mode: ExamMode;
  electives: string[];
}

/** The server's modes include the 浙江 and 上海 variants of 3+3 (3+3_zhejiang, 3+3_shanghai). */
export function normalizeMode(raw: string | undefined): ExamMode {
  if (raw === '3+1+2') return '3+1+2';
  if (raw === '3+3' || raw?.startsWith('3+3_')) return '3+3';
  return 'traditional';
}

/**
 * The mode a candidate of examYear sits: ExamMode is the province's mode for the next exam;
 * a year before the province's first new-gaokao exam (FirstNewExam) sat the old 文/理 exam.
 */
export function examModeOf(p: Province | null | undefined, examYear?: number): ExamModeInfo {
  let mode = normalizeMode(p?.ExamMode);
  if (examYear && p?.FirstNewExam && examYear < p.FirstNewExam) mode = 'traditional';
  if (mode !== '3+3') return { mode, electives: mode === '3+1+2' ? SECONDARY_SUBJECTS : [] };
  const pool = p?.SubjectRule && Array.isArray((p.SubjectRule as { ElectivePool?: unknown }).ElectivePool)
    ? ((p.SubjectRule as { ElectivePool: string[] }).ElectivePool)
    : null;
  if (pool && pool.length) return { mode, electives: pool };
  const withTech = p?.ExamMode === '3+3_zhejiang';
  return { mode, electives: withTech ? [...ELECTIVES_3_3, '技术'] : ELECTIVES_3_3 };
}

export interface ExamSelection {
  subjectType?: number | null;
  primary?: string | null;
  secondary?: string[];
  electives?: string[];
}

/** Returns SelectSubjects / SubjectType for the API, or an error message. */
export function buildExamSubjects(
  info: ExamModeInfo,
  sel: ExamSelection,
): { ok: true; SubjectType?: number; SelectSubjects?: string[] } | { ok: false; message: string } {
  if (info.mode === 'traditional') {
    return sel.subjectType === 1 || sel.subjectType === 2 ? { ok: true, SubjectType: sel.subjectType } : { ok: false, message: '请选择科类！' };
  }
  if (info.mode === '3+1+2') {
    if (!sel.primary || !PRIMARY_SUBJECTS.includes(sel.primary)) return { ok: false, message: '请选择首选科目（物理或历史）' };
    const second = (sel.secondary ?? []).filter((s) => SECONDARY_SUBJECTS.includes(s));
    if (second.length !== 2) return { ok: false, message: '请选择两门再选科目' };
    return { ok: true, SelectSubjects: [sel.primary, ...second] };
  }
  const chosen = (sel.electives ?? []).filter((s) => info.electives.includes(s));
  if (chosen.length !== 3) return { ok: false, message: `请从${info.electives.length}门科目中选择3门` };
  return { ok: true, SelectSubjects: chosen };
}

/** Splits saved SelectSubjects back into the form's fields. */
export function selectionFromSaved(info: ExamModeInfo, subjectType?: number, saved?: string[] | null): ExamSelection {
  const list = saved ?? [];
  if (info.mode === 'traditional') return { subjectType: subjectType === 1 || subjectType === 2 ? subjectType : null };
  if (info.mode === '3+1+2') {
    const primary = list.find((s) => PRIMARY_SUBJECTS.includes(s)) ?? null;
    return { primary, secondary: list.filter((s) => SECONDARY_SUBJECTS.includes(s)) };
  }
  return { electives: list.filter((s) => info.electives.includes(s)) };
}
