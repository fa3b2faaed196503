// The asked score query, kept in the URL (?province=44&year=2025&track=物理&score=600) so a
// reload or a shared link shows the same answer.
import type { RankRequest } from '../types';
import { trackParams } from './tracks';

export interface RankQuery {
  province: number;
  year: number;
  /** A track key (see tracks.ts); '' for the one 3+3 track. */
  track: string;
  score: number;
}

const int = (v: string | null) => (v !== null && /^\d+$/.test(v) ? Number(v) : null);

/** The query in the URL, or null when any of province, year or score is missing or not a number. */
export function readRankQuery(params: URLSearchParams): RankQuery | null {
  const province = int(params.get('province'));
  const year = int(params.get('year'));
  const score = int(params.get('score'));
  if (!province || !year || score === null) return null;
  return { province, year, track: params.get('track') ?? '', score };
}

export function toRankSearch(q: RankQuery): Record<string, string> {
  const out: Record<string, string> = { province: String(q.province), year: String(q.year) };
  if (q.track) out.track = q.track;
  out.score = String(q.score);
  return out;
}

export function toRankRequest(q: RankQuery): RankRequest {
  return { ProvinceId: q.province, Year: q.year, ...trackParams(q.track), Score: q.score };
}
