// The tracks (科类) of a province in a year, from Public/ProvinceIsNewExam's RuleList, and how a
// track travels: as a URL value and as the SubjectType / SelectSubject of a request.
import type { TrackParams, TrackRule } from '../types';

export interface TrackOption {
  /** '物理' / '历史' (3+1+2), '1' / '2' (old exam 文科 / 理科), '' (3+3: one track, 综合). */
  key: string;
  name: string;
}

export function trackOptions(rules: TrackRule[] | null | undefined): TrackOption[] {
  return (rules ?? []).map((r) => {
    if (r.SelectSubject) return { key: r.SelectSubject, name: r.Name || `${r.SelectSubject}类` };
    if (r.SubjectType === 1 || r.SubjectType === 2) return { key: String(r.SubjectType), name: r.Name || (r.SubjectType === 1 ? '文科' : '理科') };
    return { key: '', name: r.Name || '综合' };
  });
}

/** Whether the options ask the visitor to choose (more than the one 3+3 track). */
export const needsChoice = (options: TrackOption[]) => options.some((o) => o.key !== '');

/** The track to use: the asked one if offered, else the first (物理 / 文科 by the server's order). */
export function pickTrack(options: TrackOption[], asked: string | null | undefined): string {
  if (asked !== null && asked !== undefined && options.some((o) => o.key === asked)) return asked;
  return options[0]?.key ?? '';
}

/** The request fields of a track key: a number is a SubjectType, other text a SelectSubject. */
export function trackParams(key: string | null | undefined): TrackParams {
  if (!key) return {};
  if (/^\d+$/.test(key)) return { SubjectType: Number(key) };
  return { SelectSubject: key };
}

/** The SPEC §5 message for a missing track: 科目 for the new exam, 科类 for the old one. */
export function missingTrackMessage(options: TrackOption[]): string {
  return options.some((o) => /^\d+$/.test(o.key)) ? '请选择科类！' : '请选择科目！';
}
