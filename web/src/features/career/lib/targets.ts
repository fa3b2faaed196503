// The target list as the editor changes it (docs/API-CAREER.md: 0–5, in order of preference).
import type { TargetChance, TargetDraft, TargetInput } from '../types';

export const TARGETS_MAX = 5;
export const MAJOR_MAX = 30;
export const TARGET_NOTE_MAX = 100;
export const MOTTO_MAX = 50;

export const draftsOf = (targets: TargetChance[] | null | undefined): TargetDraft[] =>
  (targets ?? []).map(({ CollegeCode, CollegeName, MajorName, Note }) => ({ CollegeCode, CollegeName, MajorName, Note }));

/** The same college with the same major (or both without one). */
const sameTarget = (a: TargetDraft, b: TargetDraft) => a.CollegeCode === b.CollegeCode && a.MajorName.trim() === b.MajorName.trim();

/** Why the target cannot join the list ('' when it can). */
export function addProblem(list: TargetDraft[], t: TargetDraft): string {
  if (list.length >= TARGETS_MAX) return `目标院校最多 ${TARGETS_MAX} 个`;
  if (list.some((x) => sameTarget(x, t))) return `目标重复：${t.CollegeName}${t.MajorName.trim() ? `（${t.MajorName.trim()}）` : ''}已在列表中`;
  return '';
}

/** The list with item i moved by `by` places (unchanged when it would leave the list). */
export function moved<T>(list: T[], i: number, by: number): T[] {
  const j = i + by;
  if (j < 0 || j >= list.length) return list;
  const out = [...list];
  [out[i], out[j]] = [out[j], out[i]];
  return out;
}

export const inputsOf = (list: TargetDraft[]): TargetInput[] =>
  list.map((t) => ({ CollegeId: t.CollegeCode, MajorName: t.MajorName.trim(), Note: t.Note.trim() }));

export const sameList = (a: TargetDraft[], b: TargetDraft[]) =>
  a.length === b.length && a.every((t, i) => sameTarget(t, b[i]) && t.Note.trim() === b[i].Note.trim());
