// 加入志愿表 on a published admission line (a college page's 投档线 or 专业录取分数): the unit the
// line names in the province's filling unit of the table's year — a 院校专业组 by its group code,
// a 专业+院校 by its major name, both with the school's national 院校代码 — and the table it goes
// into: the line's province and track, the exam year the user picked (else the coming exam).
import type { StudentContext } from '@/lib/student-context';
import type { AddSource, AddTarget, Mode, UnitRef, WishYears } from '../types';

/** The fields of an admission line (ResultItem) the action reads. */
export interface AdmissionLine {
  ProvinceId: number;
  Track: string;
  Batch: string;
  Level: string;
  CollegeCode: string;
  CollegeName: string;
  SchoolCode: string;
  SchoolName: string;
  GroupCode: string;
  MajorName: string;
}

const TRACK_KEYS = new Map<string, string>([['物理类', '物理'], ['历史类', '历史'], ['文科', '1'], ['理科', '2'], ['综合', '']]);

/** The track key of a line (物理类 → 物理, 文科 → '1', 综合 → ''); null for a track a table cannot have (艺术类 …). */
export const lineTrackKey = (track: string): string | null => TRACK_KEYS.get(track.trim()) ?? null;

// Rounds that refill leftover seats are no unit of the list a family files.
const REFILL = /征集|补录|预计/;

/**
 * The unit of a line for a province filling by `mode`: a group line (group code) in a 院校专业组
 * province, a major line (major name) in a 专业+院校 one, a school line in a 院校 one (old exam);
 * null otherwise, or without the school's code.
 */
export function lineUnit(line: AdmissionLine, mode: Mode | null, collegeCode: string): UnitRef | null {
  const code = (line.CollegeCode || collegeCode).trim();
  if (!code || REFILL.test(line.Batch) || lineTrackKey(line.Track) === null) return null;
  const group = line.GroupCode.trim();
  const major = line.MajorName.trim();
  // The printed school tells apart the schools one national code files as (北京大学医学部).
  const school = { CollegeCode: code, ...(line.SchoolCode ? { SchoolCode: line.SchoolCode } : {}), ...(line.SchoolName ? { SchoolName: line.SchoolName } : {}) };
  if (mode === 'group' && group) return { ...school, GroupCode: group };
  if (mode === 'major' && line.Level === 'major' && major) return { ...school, MajorName: major };
  // Old-exam years file whole schools (院校): the school's own line names it.
  if (mode === 'school' && line.Level === 'school') return school;
  return null;
}

export interface LineContext {
  /** The province's filling unit in the table's year (Wish/WishProvince); null until known. */
  mode: Mode | null;
  year: number | null;
  /** The page's college (its national code and name), for a line that does not carry them. */
  collegeCode: string;
  collegeName: string;
  source: AddSource;
  /** The signed-in student: their subjects and score pre-fill a new table of their own province and track. */
  student: StudentContext | null;
}

/** What 加入志愿表 needs of a line; null where the line names no unit of the table's kind. */
export function lineTarget(line: AdmissionLine, c: LineContext): AddTarget | null {
  const unit = lineUnit(line, c.mode, c.collegeCode);
  const track = lineTrackKey(line.Track);
  if (!unit || track === null || !c.year) return null;
  const own = c.student && c.student.provinceId === line.ProvinceId && c.student.track === track ? c.student : null;
  const what = 'GroupCode' in unit && unit.GroupCode ? `${unit.GroupCode}组` : 'MajorName' in unit ? unit.MajorName : '';
  return {
    unit,
    source: c.source,
    title: [line.SchoolName || line.CollegeName || c.collegeName, what].filter(Boolean).join(' '),
    provinceId: line.ProvinceId,
    year: c.year,
    track,
    subjects: own?.subjects ?? [],
    score: own?.score ?? null,
    rank: null,
  };
}

/** The table's exam year: the one picked, else the student's own, when a table can be for it; else the coming exam. */
export function wishYearOf(years: WishYears | null | undefined, own: number | null | undefined, picked: number | null): number | null {
  if (!years) return null;
  const list = years.Years ?? [];
  if (picked && list.includes(picked)) return picked;
  if (own && list.includes(own)) return own;
  return years.Current || list[0] || null;
}
