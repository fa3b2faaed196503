// Which subjects the form offers, by the exam mode of the province in the exam year
// (Public/ProvinceIsNewExam): 3+1+2 picks two 再选 beside the 首选 track, 3+3 three electives
// (浙江 with 技术), the old exam none.
import { ELECTIVES_3_3, normalizeMode, SECONDARY_SUBJECTS } from '@/lib/exam-subjects';
import type { ExamMode } from '@/types/api';

export interface SubjectMode {
  mode: ExamMode;
  /** The subjects to choose from (besides the 首选 track for 3+1+2). */
  options: string[];
  /** How many to choose. */
  count: number;
}

export function subjectMode(examMode: string | undefined): SubjectMode {
  const mode = normalizeMode(examMode);
  if (mode === '3+1+2') return { mode, options: SECONDARY_SUBJECTS, count: 2 };
  if (mode === '3+3') return { mode, options: examMode === '3+3_zhejiang' ? [...ELECTIVES_3_3, '技术'] : ELECTIVES_3_3, count: 3 };
  return { mode, options: [], count: 0 };
}

/** The request's SelectSubjects: 首选 first for 3+1+2; [] when none are chosen (no subject filter). */
export function selectSubjects(m: SubjectMode, track: string, chosen: string[]): string[] {
  const picked = m.options.filter((s) => chosen.includes(s));
  if (!picked.length) return [];
  return m.mode === '3+1+2' ? [track, ...picked] : picked;
}

/** The form's chosen subjects of a SelectSubjects list (the 首选 track is chosen apart). */
export const chosenOf = (subjects: string[], track: string | null) => subjects.filter((s) => s !== track);

/** The message of a wrong number of chosen subjects, or ''. */
export function subjectsError(m: SubjectMode, chosen: string[]): string {
  const n = m.options.filter((s) => chosen.includes(s)).length;
  if (!m.count || n === 0 || n === m.count) return '';
  return m.mode === '3+1+2' ? '请选择两门再选科目' : `请从${m.options.length}门科目中选择3门`;
}
