// A whole 一分一段 table (Public/LineRankList): where a score sits in it and its distribution as chart series.
import type { TrendSeries } from '../components/charts/trend-types';
import type { RankBand } from '../types';

/** The index of the band holding the score, or -1 (outside the table or a skipped score). */
export function bandIndexOf(list: RankBand[], score: number | null | undefined): number {
  if (score === null || score === undefined) return -1;
  return list.findIndex((b) => b.ScoreLow <= score && score <= b.ScoreHigh);
}

/** The page (1-based) showing the band at `index`, page 1 when there is none. */
export const pageOf = (index: number, size: number) => (index < 0 ? 1 : Math.floor(index / size) + 1);

/**
 * 累计人数 at each band's lowest score (exact for merged bands too), and the visitor's own
 * score as a marker when the server gave it a rank.
 */
export function distributionSeries(list: RankBand[], mine?: { score: number; rank: number } | null): TrendSeries[] {
  const series: TrendSeries[] = [{ name: '累计人数', points: list.map((b) => ({ x: b.ScoreLow, y: b.Cumulative })) }];
  if (mine) series.push({ name: `本次查询（${mine.score}分）`, points: [{ x: mine.score, y: mine.rank }], marker: true });
  return series;
}
