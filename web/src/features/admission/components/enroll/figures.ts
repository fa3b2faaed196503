// How the admission figures read: a null is "not published", never 0; official and derived
// ranks are told apart.
import type { ResultItem } from '../../api/results-types';

export const NOT_PUBLISHED = '未公布';
export const CONVERTED_RANK_LABEL = '换算位次';
export const CONVERTED_RANK_TIP = '由本站按当年一分一段表换算';
export const BAND_RANK_LABEL = '平均排位';
export const BAND_RANK_TIP = '第三方汇编给出的该最低分所在分数段的平均排位，不是最低位次';

/** A min score as published: the whole score, else the printed text (a decimal composite score of art/sport lines), else 未公布. */
export const scoreText = (r: { MinScore: number | null; MinScoreText?: string }) =>
  r.MinScore !== null && r.MinScore !== undefined ? String(r.MinScore) : r.MinScoreText?.trim() || NOT_PUBLISHED;

/** A published number, or 未公布 when the source did not print it. */
export const figureText = (v: number | null | undefined, unit = ''): string => (v === null || v === undefined ? NOT_PUBLISHED : `${v}${unit}`);

export type RankKind = 'official' | 'converted' | 'none';

/** The rank a row shows: the printed one (official), else the site's conversion of its min score. */
export function rankOf(row: Pick<ResultItem, 'MinRank' | 'ConvertedRank'>): { kind: RankKind; value: number | null } {
  if (row.MinRank !== null && row.MinRank !== undefined) return { kind: 'official', value: row.MinRank };
  if (row.ConvertedRank !== null && row.ConvertedRank !== undefined) return { kind: 'converted', value: row.ConvertedRank };
  return { kind: 'none', value: null };
}

/** The tooltip of an equivalent score (等位分): what year it speaks of and that the site computed it. */
export const equivalentTip = (year: number) => `该行位次在${year}年一分一段表中对应的分数（本站换算）`;

/** Track and batch of a row, e.g. 物理类 · 本科批. */
export const trackBatchText = (r: { Track: string; Batch: string }) => [r.Track, r.Batch].filter(Boolean).join(' · ') || '—';
