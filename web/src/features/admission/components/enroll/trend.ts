// The series of a school's trend charts in one track. Group codes are renumbered from year to
// year, so a line per group code would join unrelated groups: each series is one published school
// name (北京大学, 北京大学医学部 …; per batch when the track has several) and takes, per year, the
// lowest min score and the largest min rank among its groups. Official and converted ranks stay
// in separate series.
import type { ResultItem } from '../../api/results-types';
import type { TrendSeries } from '../charts';

/** Most series a chart shows (the palette's size); the ones with the most years are kept. */
export const MAX_SERIES = 8;

/** The tracks of the rows, in their order (newest year first). */
export const tracksOfRows = (rows: ResultItem[]) => [...new Set(rows.map((r) => r.Track).filter(Boolean))];

type Value = (r: ResultItem) => number | null | undefined;
type Points = Map<string, Map<number, number>>;

function namer(rows: ResultItem[]) {
  const manyBatches = new Set(rows.map((r) => r.Batch)).size > 1;
  return (r: ResultItem) => [manyBatches ? r.Batch : '', r.SchoolName || r.CollegeName].filter(Boolean).join(' ');
}

/** Per series name and year, the lowest (or highest) value of the rows. */
function collect(rows: ResultItem[], value: Value, keep: 'min' | 'max', name: (r: ResultItem) => string, into: Points = new Map(), suffix = ''): Points {
  for (const r of rows) {
    const v = value(r);
    if (v === null || v === undefined) continue;
    const key = name(r) + suffix;
    const points = into.get(key) ?? new Map<number, number>();
    into.set(key, points);
    const old = points.get(r.Year);
    if (old === undefined || (keep === 'min' ? v < old : v > old)) points.set(r.Year, v);
  }
  return into;
}

/** A series with a single year: no trend to draw; the chart's note names it with its value. */
export interface LonePoint {
  name: string;
  year: number;
  value: number;
}

function toSeries(points: Points): { series: TrendSeries[]; dropped: number; lone: LonePoint[] } {
  const all = [...points.entries()].map(([name, byYear]) => ({
    name,
    points: [...byYear.entries()].sort((a, b) => a[0] - b[0]).map(([x, y]) => ({ x, y })),
  }));
  // A lone point beside real lines reads as a line that stopped: it is listed, not drawn. When
  // every series has one year only, they are drawn (points, no line) so the chart is not empty.
  // A converted-rank point fills a year of its school's line, so it is never lone beside it.
  const base = (name: string) => name.replace(/（换算）$/, '');
  const withLine = new Set(all.filter((s) => s.points.length > 1).map((s) => base(s.name)));
  const isLone = (s: TrendSeries) => s.points.length === 1 && !withLine.has(base(s.name));
  const drawn = withLine.size ? all.filter((s) => !isLone(s)) : all;
  const lone = withLine.size ? all.filter(isLone).map((s) => ({ name: s.name, year: s.points[0].x, value: s.points[0].y })) : [];
  const kept = [...drawn].sort((a, b) => b.points.length - a.points.length).slice(0, MAX_SERIES);
  return { series: drawn.filter((s) => kept.includes(s)), dropped: drawn.length - kept.length, lone };
}

/** The lowest min score per school name and year. */
export function scoreSeries(rows: ResultItem[], track: string) {
  const mine = rows.filter((r) => r.Track === track);
  return toSeries(collect(mine, (r) => r.MinScore, 'min', namer(mine)));
}

/**
 * The largest min rank per school name and year: official ranks where the year has any for that
 * name; otherwise the converted ranks, in a series marked （换算）.
 */
export function rankSeries(rows: ResultItem[], track: string) {
  const mine = rows.filter((r) => r.Track === track);
  const name = namer(mine);
  const official = collect(mine, (r) => r.MinRank, 'max', name);
  const hasOfficial = (r: ResultItem) => official.get(name(r))?.has(r.Year) ?? false;
  const converted = mine.filter((r) => !hasOfficial(r));
  return toSeries(collect(converted, (r) => r.ConvertedRank, 'max', name, official, '（换算）'));
}
