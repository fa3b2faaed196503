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

/** One series per 普通类 line name of the track, a point per year that publishes it, years ascending. */
export function ordinarySeries(answers: BatchListAnswer[], track: string): TrendSeries[] {
  const byName = new Map<string, { x: number; y: number }[]>();
  for (const a of answers) {
    for (const l of a.List ?? []) {
      if (l.Category !== ORDINARY || l.Track !== track) continue;
      if (!byName.has(l.Batch)) byName.set(l.Batch, []);
      byName.get(l.Batch)!.push({ x: a.Year, y: l.Score });
    }
  }
  return [...byName.entries()].map(([name, points]) => ({ name, points: points.sort((p, q) => p.x - q.x) }));
}
