// The home page's quick query: a score in the visitor's province, to its rank (/query-rank) or to
// the recommendation (/recommend-index), with the newest year that has a 一分一段 table.
import { MSG_INVALID_SCORE, SCORE_MAX } from '@/lib/validation';

export interface TrackChoice {
  /** The track as those pages take it: 物理 / 历史 (3+1+2), 1 / 2 (文科 / 理科), '' (3+3: one track). */
  key: string;
  name: string;
}

const ORDER = ['物理', '历史', '1', '2'];

/** The track key of a track name of Public/LineRankYears (物理类, 历史类, 文科, 理科, 综合). */
export function trackKey(name: string): string {
  if (name.includes('物理')) return '物理';
  if (name.includes('历史')) return '历史';
  if (name.includes('文')) return '1';
  if (name.includes('理')) return '2';
  return '';
}

/** The tracks to choose from (物理 before 历史, 文科 before 理科); none for the one track of 3+3. */
export function trackChoices(names: string[] | null | undefined): TrackChoice[] {
  const seen = new Set<string>();
  const out: TrackChoice[] = [];
  for (const name of names ?? []) {
    const key = trackKey(name);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    out.push({ key, name });
  }
  return out.sort((a, b) => ORDER.indexOf(a.key) - ORDER.indexOf(b.key));
}

/** A whole score from 0 to the province's full mark (750 unless it says otherwise), or the message. */
export function checkScore(text: string, maxScore?: number | null): { ok: true; score: number } | { ok: false; message: string } {
  const t = text.trim();
  const max = maxScore && maxScore > 0 ? maxScore : SCORE_MAX;
  if (!/^\d+$/.test(t) || Number(t) > max) return { ok: false, message: MSG_INVALID_SCORE };
  return { ok: true, score: Number(t) };
}

export interface QuickQuery {
  province: number;
  year: number;
  track: string;
  score: number;
}

/** The address of the query's answer on /query-rank or /recommend-index. */
export function quickQueryPath(target: 'rank' | 'recommend', q: QuickQuery): string {
  const p = new URLSearchParams({ province: String(q.province), year: String(q.year) });
  if (q.track) p.set('track', q.track);
  p.set('score', String(q.score));
  return `${target === 'rank' ? '/query-rank' : '/recommend-index'}?${p.toString()}`;
}
