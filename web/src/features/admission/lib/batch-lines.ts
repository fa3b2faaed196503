// Batch lines (批次线): grouped by track with the 普通类 lines first, and the 普通类 lines of a
// track across years as chart series.
import type { TrendSeries } from '../components/charts/trend-types';
import type { BatchLine, BatchListAnswer } from '../types';

export const ORDINARY = '普通类';

export interface TrackGroup {
  track: string;
  lines: BatchLine[];
}

/** Tracks in the order they first appear; inside a track the 普通类 lines first, order kept. */
export function groupByTrack(list: BatchLine[] | null | undefined): TrackGroup[] {
  const groups = new Map<string, BatchLine[]>();
  for (const l of list ?? []) {
    if (!groups.has(l.Track)) groups.set(l.Track, []);
    groups.get(l.Track)!.push(l);
  }
  const ordinaryFirst = (lines: BatchLine[]) => [...lines.filter((l) => l.Category === ORDINARY), ...lines.filter((l) => l.Category !== ORDINARY)];
  const all = [...groups.entries()].map(([track, lines]) => ({ track, lines: ordinaryFirst(lines) }));
  // Tracks holding 普通类 lines come before those that hold only special ones (体育类, 艺术类 …).
  return [...all.filter((g) => g.lines[0]?.Category === ORDINARY), ...all.filter((g) => g.lines[0]?.Category !== ORDINARY)];
}

/** Tracks that have 普通类 lines in any of the answers, newest answer first. */
export function ordinaryTracks(answers: BatchListAnswer[]): string[] {
  const out: string[] = [];
  for (const a of answers) for (const l of a.List ?? []) if (l.Category === ORDINARY && !out.includes(l.Track)) out.push(l.Track);
  return out;
}

/**
 * Lines a province renamed in its own publications, joined in the trend: the later name → the
 * earlier one. 广东 published 本科线 and 特控线 (特殊类型招生控制线) up to 2025; its 2026 list names
 * the same two lines 普通类本科录取最低分数线 and 特殊类型招生录取最低分数线 (the second under
 * the category 特殊类型招生).
 */
export const RENAMED_LINES: Record<number, Record<string, string>> = {
  44: { 普通类本科录取最低分数线: '本科线', 特殊类型招生录取最低分数线: '特控线' },
};

/** A join the trend made: the later name drawn as the earlier line from the year it appeared. */
export interface JoinedLine {
  name: string;
  renamed: string;
  since: number;
}

/**
 * One series per 普通类 line name of the track, a point per year that publishes it, years
 * ascending; a line the province renamed (RENAMED_LINES) continues its earlier series, and
 * `joined` lists those renames.
 */
export function trendOf(answers: BatchListAnswer[], track: string, province = 0): { series: TrendSeries[]; joined: JoinedLine[] } {
  const lines = answers.flatMap((a) => (a.List ?? []).filter((l) => l.Track === track).map((l) => ({ year: a.Year, l })));
  // A rename joins only when the earlier name is there too; otherwise the line stands as published.
  const renamed = Object.entries(RENAMED_LINES[province] ?? {}).filter(([, earlier]) => lines.some(({ l }) => l.Batch === earlier));
  const earlierOf = new Map(renamed);
  const byName = new Map<string, { x: number; y: number }[]>();
  const joined = new Map<string, JoinedLine>();
  for (const { year, l } of lines) {
    const earlier = earlierOf.get(l.Batch);
    if (l.Category !== ORDINARY && !earlier) continue;
    const name = earlier ?? l.Batch;
    if (earlier) joined.set(l.Batch, { name: earlier, renamed: l.Batch, since: Math.min(joined.get(l.Batch)?.since ?? year, year) });
    if (!byName.has(name)) byName.set(name, []);
    byName.get(name)!.push({ x: year, y: l.Score });
  }
  const series = [...byName.entries()].map(([name, points]) => ({ name, points: points.sort((p, q) => p.x - q.x) }));
  return { series, joined: [...joined.values()] };
}
