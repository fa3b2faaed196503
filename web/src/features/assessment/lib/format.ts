// How a result's figures read on the page. Only numbers the API gave are shown.
import type { Bin, Cell, ScaleScore } from '../types';

export { timeText } from '@/features/wishtable/lib/format';

const plain = (n: number) => String(Math.round(n * 100) / 100);

/** 46（10–50 分） */
export const scoreText = (s: Pick<ScaleScore, 'Score' | 'Min' | 'Max'>) => `${s.Score}（${s.Min}–${s.Max} 分）`;

/** A percentile among the norm group: 88.5; '' without one. */
export const percentileText = (p: number | undefined | null) => (p === undefined || p === null ? '' : plain(p));

/** A suggestion's correlation with the result's interest profile: 0.93 */
export const matchText = (m: number) => (Number.isFinite(m) ? m.toFixed(2) : '');

/** A histogram bar: 10–14 分 (one score: 10 分). */
export const binLabel = (b: Bin) => (b.From === b.To ? `${b.From} 分` : `${b.From}–${b.To} 分`);

/** A count as the API gives it: 1,523 人 */
export const peopleText = (n: number) => `${new Intl.NumberFormat('zh-CN').format(n)} 人`;

/** A published cell's name: 其他（合并）stands for Pooled values. */
export const cellName = (c: Cell) => (c.Pooled ? `${c.Name}（${c.Pooled} 类）` : c.Name);

/** The mean of a scale as published: 29.4 */
export const meanText = (m: number) => plain(m);
