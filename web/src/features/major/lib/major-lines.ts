// 本专业在本省的录取分数 on a major's page: which year and track of the province's major-level
// lines to show. Only a year that publishes lines per major has them (浙江 and 山东 every year,
// 广东 from a third-party compilation, most other provinces none), and only the ordinary tracks a
// wish table can have.
import type { QueryParameters } from '@/features/admission/api/results-types';
import { lineTrackKey } from '@/features/wishtable/lib/line-target';

export interface MajorLinesChoice {
  /** The newest year with major-level lines; null when the province publishes none. */
  year: number | null;
  tracks: string[];
  track: string | null;
}

/** The year, its ordinary tracks, and the track shown: the one picked, else the student's own, else the first. */
export function majorLinesChoice(params: QueryParameters | null | undefined, own: string | null, picked: string | null): MajorLinesChoice {
  const years = (params?.YearLevels ?? []).filter((y) => (y.Levels ?? []).includes('major')).map((y) => y.Year);
  const year = years.length ? Math.max(...years) : null;
  if (!params || year === null) return { year: null, tracks: [], track: null };
  const tracks = [...new Set(params.Tracks.filter((t) => t.Year === year && lineTrackKey(t.Track) !== null).map((t) => t.Track))];
  const track = picked && tracks.includes(picked) ? picked : own && tracks.includes(own) ? own : tracks[0] ?? null;
  return { year, tracks, track };
}
