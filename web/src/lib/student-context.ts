// The signed-in student's own context (province, exam year, track or subjects, score) from the
// profile, for the query pages to start from. A page pre-fills from it; the visitor may change
// any field there, and that change stays on the page: it never rewrites the profile.
import { useEffect, useRef, useState } from 'react';
import { useAtomValue } from 'jotai';
import type { Province, StudentInfo } from '@/types/api';
import { examModeOf, PRIMARY_SUBJECTS } from './exam-subjects';
import { findProvince } from './province';
import { studentAtom } from './session';
import { provinceListAtom } from './site-config';

export interface StudentContext {
  provinceId: number;
  provinceName: string;
  /** The year of the student's gaokao (the coming exam for a current student). */
  examYear: number;
  /** The track as the query pages key it: 物理 / 历史 (3+1+2), '1' / '2' (文 / 理), '' (3+3). */
  track: string | null;
  /** The chosen subjects of the new exam (首选 first for 3+1+2); [] for the old exam. */
  subjects: string[];
  score: number | null;
}

/** The name the admission data gives the track (物理类, 历史类, 文科, 理科, 综合). */
export function trackName(track: string | null): string {
  if (track === null) return '';
  if (track === '1') return '文科';
  if (track === '2') return '理科';
  return track ? `${track}类` : '综合';
}

/** The context of a profile; provinces (the site's list) tell the exam mode of its year. */
export function studentContextOf(s: StudentInfo | null | undefined, provinces: Province[]): StudentContext | null {
  const u = s?.UserScore;
  if (!u || !u.ExamProvinceId) return null;
  const subjects = (u.SelectSubjects ?? []).filter(Boolean);
  const mode = examModeOf(findProvince(provinces, u.ExamProvinceId), u.ExamYear).mode;
  let track: string | null = null;
  if (mode === 'traditional') track = u.SubjectType === 1 || u.SubjectType === 2 ? String(u.SubjectType) : null;
  else if (mode === '3+1+2') track = subjects.find((x) => PRIMARY_SUBJECTS.includes(x)) ?? null;
  else if (subjects.length) track = '';
  return {
    provinceId: Number(u.ExamProvinceId),
    provinceName: u.ExamProvinceName,
    examYear: Number(u.ExamYear) || 0,
    track,
    subjects,
    score: typeof u.Score === 'number' && u.Score > 0 ? u.Score : null,
  };
}

/** The signed-in student's context, or null (a visitor, or a profile without an exam province). */
export function useStudentContext(): StudentContext | null {
  return studentContextOf(useAtomValue(studentAtom), useAtomValue(provinceListAtom));
}

/**
 * Runs apply once, the first time the student's context is known, unless skip says the page
 * already has what to show (a query in its URL, or a field the visitor changed first).
 */
export function usePrefillOnce(ctx: StudentContext | null, skip: boolean, apply: (c: StudentContext) => void): boolean {
  const done = useRef(false);
  const [applied, setApplied] = useState(false);
  useEffect(() => {
    if (done.current || !ctx) return;
    done.current = true; // a later profile never overwrites what the visitor typed
    if (skip) return;
    apply(ctx);
    setApplied(true);
  });
  return applied;
}
