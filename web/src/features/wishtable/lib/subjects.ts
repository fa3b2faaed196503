// The create form's subjects, by the province's exam mode in the exam year
// (Public/ProvinceIsNewExam): 3+1+2 two 再选 beside the 首选 track, 3+3 three electives, the old
// exam none; and the request fields of the choice.
import { trackParams } from '@/features/admission/lib/tracks';
import { ELECTIVES_3_3, normalizeMode, SECONDARY_SUBJECTS } from '@/lib/exam-subjects';

export interface SubjectChoice {
  mode: '3+1+2' | '3+3' | 'traditional';
  options: string[];
  count: number;
}

export function subjectChoice(examMode: string | undefined): SubjectChoice {
  const mode = normalizeMode(examMode);
  if (mode === '3+1+2') return { mode, options: SECONDARY_SUBJECTS, count: 2 };
  if (mode === '3+3') return { mode, options: examMode === '3+3_zhejiang' ? [...ELECTIVES_3_3, '技术'] : ELECTIVES_3_3, count: 3 };
  return { mode, options: [], count: 0 };
}

/** SelectSubjects of the choice (首选 first for 3+1+2); [] when none are chosen. */
export function selectSubjects(c: SubjectChoice, track: string, chosen: string[]): string[] {
  const picked = c.options.filter((s) => chosen.includes(s));
  if (!picked.length) return [];
  return c.mode === '3+1+2' ? [track, ...picked] : picked;
}

/** The track and subject fields of WishTable/Create. */
export function trackFields(c: SubjectChoice | null, track: string, chosen: string[]) {
  const subjects = c ? selectSubjects(c, track, chosen) : [];
  return { ...trackParams(track), ...(subjects.length ? { SelectSubjects: subjects } : {}) };
}
