// The series of a school's trend charts in one track. Group codes are renumbered from year to
// year, so a line per group code would join unrelated groups: each series is one published school
// name (北京大学, 北京大学医学部 …; per batch when the track has several) and takes, per year, the
// lowest min score and the largest min rank among its groups. Where the number of the school's
// groups changes from one year to the next (a split or a merge), the lowest group of the year is
// another kind of group than before: the line breaks there, and each stretch of years is its own
// series, named with its years (北京大学医学部（2024–2025年）). A series with one year only is not
// drawn but listed (LonePoint), so a chart whose series all have one year draws nothing. Official
// and converted ranks stay in separate series.
import type { ResultItem } from '../../api/results-types';
import type { TrendSeries } from '../charts';

/** Most series a chart shows (the palette's size); the ones with the most years are kept. */
export const MAX_SERIES = 8;

/** The rule of the breaks, for the note under the chart. */
export const SPLIT_RULE = '某年该校在该科类的专业组个数与上一年不同（拆分或合并）时，线条在此断开，前后各成一条并标明年份';

/** The tracks of the rows, in their order (newest year first). */
export const tracksOfRows = (rows: ResultItem[]) => [...new Set(rows.map((r) => r.Track).filter(Boolean))];

type Value = (r: ResultItem) => number | null | undefined;

/** A school's years in one series: the name drawn, the school it belongs to, its groups per year. */
interface Stretch {
  label: string;
  school: string;
  groups: Map<number, number>;
}

/** One series being collected: its stretch, whether its ranks are converted, its value per year. */
interface Collected {
  stretch: Stretch;
  converted: boolean;
  byYear: Map<number, number>;
}
type Points = Map<string, Collected>;

const hasValue = (r: ResultItem) => [r.MinScore, r.MinRank, r.ConvertedRank].some((v) => v !== null && v !== undefined);

/**
 * The stretch of each row: per school name (with its batch when the track has several), the years
 * with a line, broken where the number of groups with a line differs from the year before.
 */
function stretches(rows: ResultItem[]): (r: ResultItem) => Stretch {
  const manyBatches = new Set(rows.map((r) => r.Batch)).size > 1;
  const school = (r: ResultItem) => [manyBatches ? r.Batch : '', r.SchoolName || r.CollegeName].filter(Boolean).join(' ');
  // Distinct group codes per school and year (rows without a group code, school- or major-level
  // lines in a province without groups, count none: their lines never break).
  const codes = new Map<string, Map<number, Set<string>>>();
  for (const r of rows) {
    if (!hasValue(r)) continue;
    const byYear = codes.get(school(r)) ?? new Map<number, Set<string>>();
    codes.set(school(r), byYear);
    const set = byYear.get(r.Year) ?? new Set<string>();
    byYear.set(r.Year, set);
    if (r.GroupCode) set.add(r.GroupCode);
  }
  const of = new Map<string, Map<number, Stretch>>();
  for (const [name, byYear] of codes) {
    const years = [...byYear.keys()].sort((a, b) => a - b);
    const runs: number[][] = [];
    years.forEach((y, i) => {
      if (i === 0 || byYear.get(y)!.size !== byYear.get(years[i - 1])!.size) runs.push([]);
      runs[runs.length - 1].push(y);
    });
    const map = new Map<number, Stretch>();
    for (const run of runs) {
      const from = run[0];
      const to = run[run.length - 1];
      const label = runs.length === 1 ? name : `${name}（${from === to ? from : `${from}–${to}`}年）`;
      const stretch: Stretch = { label, school: name, groups: new Map(run.map((y) => [y, byYear.get(y)!.size])) };
      for (const y of run) map.set(y, stretch);
    }
    of.set(name, map);
  }
  // A row without a value is in no series; it gets a stretch of its own that collects nothing.
  return (r) => of.get(school(r))?.get(r.Year) ?? { label: school(r), school: school(r), groups: new Map() };
}

/** Per series and year, the lowest (or highest) value of the rows. */
function collect(rows: ResultItem[], value: Value, keep: 'min' | 'max', stretch: (r: ResultItem) => Stretch, into: Points = new Map(), converted = false): Points {
  for (const r of rows) {
    const v = value(r);
    if (v === null || v === undefined) continue;
    const s = stretch(r);
    const key = s.label + (converted ? '（换算）' : '');
    const c = into.get(key) ?? { stretch: s, converted, byYear: new Map<number, number>() };
    into.set(key, c);
    const old = c.byYear.get(r.Year);
    if (old === undefined || (keep === 'min' ? v < old : v > old)) c.byYear.set(r.Year, v);
  }
  return into;
}

/** A series with a single year: no trend to draw; the chart's note names it with its value. */
export interface LonePoint {
  /** The school (with its batch when the track has several), without the years of its stretch. */
  name: string;
  year: number;
  value: number;
  /** A converted rank. */
  converted?: boolean;
  /** The school's groups with a line that year (0 where the lines have no groups). */
  groups: number;
}

export interface Trend {
  series: TrendSeries[];
  /** Series left out beyond MAX_SERIES. */
  dropped: number;
  lone: LonePoint[];
}

function toSeries(points: Points): Trend {
  const all = [...points.entries()].map(([name, c]) => ({
    name,
    c,
    points: [...c.byYear.entries()].sort((a, b) => a[0] - b[0]).map(([x, y]) => ({ x, y })),
  }));
  // A one-year series has no trend: it is listed, not drawn, even when no series has two years
  // (the chart is then not drawn at all). A converted-rank point fills a year of its stretch's
  // line, so it is not lone beside it (nor an official point beside a converted line).
  const withLine = new Set(all.filter((s) => s.points.length > 1).map((s) => s.c.stretch.label));
  const isLone = (s: (typeof all)[number]) => s.points.length === 1 && !withLine.has(s.c.stretch.label);
  const drawn = all.filter((s) => !isLone(s));
  const lone = all.filter(isLone).map(({ c, points: [p] }) => ({
    name: c.stretch.school,
    year: p.x,
    value: p.y,
    ...(c.converted ? { converted: true } : {}),
    groups: c.stretch.groups.get(p.x) ?? 0,
  }));
  const kept = [...drawn].sort((a, b) => b.points.length - a.points.length).slice(0, MAX_SERIES);
  return { series: drawn.filter((s) => kept.includes(s)).map(({ name, points }) => ({ name, points })), dropped: drawn.length - kept.length, lone };
}

/** The lowest min score per series and year. */
export function scoreSeries(rows: ResultItem[], track: string): Trend {
  const mine = rows.filter((r) => r.Track === track);
  return toSeries(collect(mine, (r) => r.MinScore, 'min', stretches(mine)));
}

/**
 * The largest min rank per series and year: official ranks where the year has any for that
 * series; otherwise the converted ranks, in a series marked （换算）.
 */
export function rankSeries(rows: ResultItem[], track: string): Trend {
  const mine = rows.filter((r) => r.Track === track);
  const stretch = stretches(mine);
  const official = collect(mine, (r) => r.MinRank, 'max', stretch);
  const hasOfficial = (r: ResultItem) => official.get(stretch(r).label)?.byYear.has(r.Year) ?? false;
  const converted = mine.filter((r) => !hasOfficial(r));
  return toSeries(collect(converted, (r) => r.ConvertedRank, 'max', stretch, official, true));
}
