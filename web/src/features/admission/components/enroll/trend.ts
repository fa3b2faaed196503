// The series of a school's trend charts: per group (or batch, for school-level rows) of one track,
// the min score over the years, and the min rank with official and converted ranks kept apart.
import type { ResultItem } from '../../api/results-types';
import type { TrendSeries } from '../charts';
import { rankOf } from './figures';

/** Most series a chart shows (the palette's size); the ones with the most years are kept. */
export const MAX_SERIES = 8;

/** The tracks of the rows, in their order (newest year first). */
export const tracksOfRows = (rows: ResultItem[]) => [...new Set(rows.map((r) => r.Track).filter(Boolean))];

/** What a row is a point of: its group in a batch, or its batch when it has no group. */
function seriesName(r: ResultItem, manyBatches: boolean): string {
  if (!r.GroupCode) return r.Batch || '院校';
  return manyBatches && r.Batch ? `${r.Batch} ${r.GroupCode}组` : `${r.GroupCode}组`;
}

type Pick = (r: ResultItem) => { value: number | null; suffix: string };

function build(rows: ResultItem[], track: string, pick: Pick): { series: TrendSeries[]; dropped: number } {
  const mine = rows.filter((r) => r.Track === track);
  const manyBatches = new Set(mine.map((r) => r.Batch)).size > 1;
  const byName = new Map<string, Map<number, number>>();
  for (const r of mine) {
    const { value, suffix } = pick(r);
    if (value === null) continue;
    const name = seriesName(r, manyBatches) + suffix;
    const points = byName.get(name) ?? new Map<number, number>();
    byName.set(name, points);
    if (!points.has(r.Year)) points.set(r.Year, value); // rows come newest first, one per group and year
  }
  const all = [...byName.entries()].map(([name, points]) => ({
    name,
    points: [...points.entries()].sort((a, b) => a[0] - b[0]).map(([x, y]) => ({ x, y })),
  }));
  const kept = [...all].sort((a, b) => b.points.length - a.points.length).slice(0, MAX_SERIES);
  return { series: all.filter((s) => kept.includes(s)), dropped: all.length - kept.length };
}

/** Min score per group over the years. */
export const scoreSeries = (rows: ResultItem[], track: string) => build(rows, track, (r) => ({ value: r.MinScore, suffix: '' }));

/** Min rank per group over the years; converted ranks form their own series, marked （换算）. */
export const rankSeries = (rows: ResultItem[], track: string) =>
  build(rows, track, (r) => {
    const rank = rankOf(r);
    return { value: rank.value, suffix: rank.kind === 'converted' ? '（换算）' : '' };
  });
