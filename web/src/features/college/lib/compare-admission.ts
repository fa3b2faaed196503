// What the compare page reads of a college's admission data in the visitor's province and track:
// the lowest line of the newest year and of the year before (school/group level, as the college
// detail's 历年录取分数; major level where the province or that year has no group line, e.g. 浙江
// and 山东), and the newest plans with the subject requirements they carry. Nothing is invented:
// a college without a line in the track says so.
import type { ResultItem, SchoolFacet } from '@/features/admission/api/results-types';
import type { PlanItem } from '@/features/admission/api/plans-types';
import { rankOf } from '@/features/admission/components/enroll/figures';
import { subjectRuleText } from '@/features/admission/lib/subject-rule';

/** What the page loaded for one college in one province (Public/LineSchooScoreList, …). */
export interface CollegeAdmission {
  code: string;
  /** School- and group-level lines of every year. */
  groups: ResultItem[];
  /** The (year, track, batch) of the major-level lines. */
  majorFacets: SchoolFacet[];
  /** Major-level lines of the years that have no group line in some track (majorYears). */
  majors: ResultItem[];
  /** The plans of every year. */
  plans: PlanItem[];
  /** Why this college's data could not be read ('' when it was). */
  error: string;
}

/** One year's line of a college in a track, as the compare cell shows it. */
export interface YearLine {
  year: number;
  /** school, group or major: the level the line is the lowest of. */
  level: ResultItem['Level'];
  batch: string;
  /** The row with the lowest line (lowest score; where only ranks are printed, the largest rank). */
  lowest: ResultItem;
  /** The units (groups, majors, or the school) of that batch and their min scores' range. */
  units: number;
  low: number | null;
  high: number | null;
  /** Every row the line was read from (their sources are the section's sources). */
  rows: ResultItem[];
}

export interface TrackLines {
  latest: YearLine | null;
  previous: YearLine | null;
  /** Other tracks of the college's lines in the province (newest year first): 2024年文科、理科. */
  others: { year: number; tracks: string[] }[];
}

// Batches a family does not mean by "the line": early batches, special plans, supplementary
// rounds, art/sport, preparatory classes.
const SPECIAL = /提前|专项|征集|征求|预科|艺术|体育|对口|单招|贯通|单列|民族|定向|三校生|高本/;
const JUNIOR = /专科|高职/;

/** How early a batch is read: the ordinary undergraduate batch first, then 专科, then the special ones. */
export function batchOrder(batch: string): number {
  if (SPECIAL.test(batch)) return 2;
  if (JUNIOR.test(batch)) return 1;
  return 0;
}

/** The batch a college's line is read from: the ordinary one (一批 before 二批, A段 before B段). */
export function mainBatch(rows: Pick<ResultItem, 'Batch'>[]): string | null {
  const batches = [...new Set(rows.map((r) => r.Batch))];
  if (!batches.length) return null;
  return batches.sort((a, b) => batchOrder(a) - batchOrder(b) || (a < b ? -1 : a > b ? 1 : 0))[0];
}

const rankValue = (r: ResultItem) => rankOf(r).value;

/** The lowest line of some rows: the lowest min score (a tie: the larger rank); with no score printed, the largest rank. */
export function lowestRow(rows: ResultItem[]): ResultItem | null {
  const scored = rows.filter((r) => r.MinScore !== null && r.MinScore !== undefined);
  if (scored.length) {
    return scored.reduce((a, b) => {
      if (b.MinScore! !== a.MinScore!) return b.MinScore! < a.MinScore! ? b : a;
      return (rankValue(b) ?? -1) > (rankValue(a) ?? -1) ? b : a;
    });
  }
  const ranked = rows.filter((r) => rankValue(r) !== null);
  if (ranked.length) return ranked.reduce((a, b) => (rankValue(b)! > rankValue(a)! ? b : a));
  return rows[0] ?? null;
}

/** The years with a line of the college in the track (either level), newest first. */
export function lineYears(data: Pick<CollegeAdmission, 'groups' | 'majorFacets'>, track: string): number[] {
  const years = new Set<number>();
  data.groups.forEach((r) => r.Track === track && years.add(r.Year));
  data.majorFacets.forEach((f) => f.Track === track && f.Count > 0 && years.add(f.Year));
  return [...years].sort((a, b) => b - a);
}

/**
 * The years whose major-level lines the page needs: in each track, the newest two years with a
 * line where that year has no school or group line in the track.
 */
export function majorYears(groups: ResultItem[], facets: SchoolFacet[]): number[] {
  const need = new Set<number>();
  for (const track of new Set(facets.map((f) => f.Track))) {
    for (const y of lineYears({ groups, majorFacets: facets }, track).slice(0, 2)) {
      if (!groups.some((r) => r.Year === y && r.Track === track)) need.add(y);
    }
  }
  return [...need].sort((a, b) => b - a);
}

/** The college's line of one year in the track, or null when it has none. */
export function yearLine(data: Pick<CollegeAdmission, 'groups' | 'majors'>, track: string, year: number): YearLine | null {
  const inYear = (r: ResultItem) => r.Year === year && r.Track === track;
  const group = data.groups.filter(inYear);
  const all = group.length ? group : data.majors.filter(inYear);
  const batch = mainBatch(all);
  if (batch === null) return null;
  const rows = all.filter((r) => r.Batch === batch);
  const lowest = lowestRow(rows);
  if (!lowest) return null;
  const scores = rows.map((r) => r.MinScore).filter((s): s is number => s !== null && s !== undefined);
  return {
    year,
    level: lowest.Level,
    batch,
    lowest,
    units: rows.length,
    low: scores.length ? Math.min(...scores) : null,
    high: scores.length ? Math.max(...scores) : null,
    rows,
  };
}

/** The newest line and the one of the year before in the track, and the college's other tracks. */
export function trackLines(data: CollegeAdmission, track: string): TrackLines {
  const years = lineYears(data, track);
  const latest = years.length ? yearLine(data, track, years[0]) : null;
  const previous = years.length > 1 ? yearLine(data, track, years[1]) : null;
  const byYear = new Map<number, Set<string>>();
  const note = (year: number, t: string) => {
    if (t === track) return;
    byYear.set(year, (byYear.get(year) ?? new Set()).add(t));
  };
  data.groups.forEach((r) => note(r.Year, r.Track));
  data.majorFacets.forEach((f) => note(f.Year, f.Track));
  const others = [...byYear.entries()].sort((a, b) => b[0] - a[0]).map(([year, set]) => ({ year, tracks: [...set].filter(Boolean).sort() }));
  return { latest, previous, others: others.filter((o) => o.tracks.length) };
}

/** The unit a line is the lowest of: 专业组 206, 专业 计算机类, 院校; with the school as published when it differs. */
export function lineUnitText(l: YearLine): string {
  const r = l.lowest;
  let unit = '';
  if (r.Level === 'group' && r.GroupCode) unit = `${r.GroupCode}组`;
  else if (r.Level === 'major' && r.MajorName) unit = `专业：${r.MajorName}`;
  else if (r.Level === 'school') unit = '院校投档线';
  const published = r.SchoolName && r.CollegeName && r.SchoolName !== r.CollegeName ? `（${r.SchoolName}）` : '';
  return `${unit}${published}`;
}

const UNIT_NAMES: Record<ResultItem['Level'], string> = { group: '专业组', major: '专业', school: '投档单位' };

/** 共 5 个专业组，最低分 661–689 (nothing for a single unit). */
export function lineSpreadText(l: YearLine): string {
  if (l.units < 2) return '';
  const range = l.low !== null && l.high !== null && l.low !== l.high ? `，最低分 ${l.low}–${l.high}` : '';
  return `共 ${l.units} 个${UNIT_NAMES[l.level]}${range}`;
}

/** 2024年文科、理科 of a college's other tracks (the newest two years). */
export function otherTracksText(others: TrackLines['others']): string {
  return others
    .slice(0, 2)
    .map((o) => `${o.year}年${o.tracks.join('、')}`)
    .join('；');
}

/** The newest plans of a college in the track. */
export interface PlanSummary {
  year: number;
  /** The plan rows of the year in the track. */
  rows: PlanItem[];
  /** Students planned (the rows that print a number). */
  total: number;
  /** Rows without a number (未公布). */
  unknown: number;
  /** Majors (plan lines) offered. */
  majors: number;
  /** The subject requirements seen, the most frequent first: [要求, 专业数]. */
  rules: [string, number][];
  /** Tracks the college plans for that year in the province besides this one. */
  otherTracks: string[];
}

/** The newest plan year of the college in the province and what it plans in the track; null without plans. */
export function planSummary(plans: PlanItem[], track: string): PlanSummary | null {
  if (!plans.length) return null;
  const year = Math.max(...plans.map((p) => p.Year));
  const inYear = plans.filter((p) => p.Year === year);
  const rows = inYear.filter((p) => p.Track === track);
  const counts = new Map<string, number>();
  rows.forEach((r) => {
    const rule = r.SubjectRule ?? '';
    counts.set(rule, (counts.get(rule) ?? 0) + 1);
  });
  return {
    year,
    rows,
    total: rows.reduce((n, r) => n + (r.PlanCount ?? 0), 0),
    unknown: rows.filter((r) => r.PlanCount === null || r.PlanCount === undefined).length,
    majors: rows.length,
    rules: [...counts.entries()].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1)),
    otherTracks: [...new Set(inYear.map((p) => p.Track))].filter((t) => t && t !== track).sort(),
  };
}

/**
 * A requirement as the compare cell names it: in a 3+1+2 track (物理类, 历史类) the 首选 subject
 * is the track's and the rule speaks of the 再选 ones; '' (none printed) reads 未注明.
 */
export function ruleText(rule: string, track: string): string {
  const text = subjectRuleText(rule);
  if (!text) return '未注明';
  return text !== '不限' && /^(物理|历史)类$/.test(track) ? `再选${text}` : text;
}
