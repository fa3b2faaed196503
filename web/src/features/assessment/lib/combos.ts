// The combination tables of /choose-subject and the 选科测评 result: their columns, sorting and
// figures. Only numbers the API gave are shown.
import type { Combo } from '../types';

export type ComboKey = 'Rank' | 'Name' | 'Fit' | 'Self' | 'Rows' | 'Share' | 'SeatShare' | 'LikedShare';

export interface ComboSort {
  key: ComboKey;
  /** Descending: the largest share (or Z) first. */
  desc: boolean;
}

const valueOf = (c: Combo, key: ComboKey): number | string | null => {
  const v = c[key];
  return v === undefined || v === null ? null : v;
};

/**
 * The combinations sorted by a column; a combination without the figure (no liked classes, no
 * plans) goes last either way, and ties keep the API's order.
 */
export function sortCombos(combos: Combo[], { key, desc }: ComboSort): Combo[] {
  return combos
    .map((c, i) => ({ c, i }))
    .sort((a, b) => {
      const x = valueOf(a.c, key);
      const y = valueOf(b.c, key);
      if (x === null || y === null) return x === y ? a.i - b.i : x === null ? 1 : -1;
      const d = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y), 'zh-CN');
      return d === 0 ? a.i - b.i : desc ? -d : d;
    })
    .map(({ c }) => c);
}

/** Clicking a column: the same one flips its order; another starts from its natural order. */
export function nextSort(current: ComboSort, key: ComboKey): ComboSort {
  if (current.key === key) return { key, desc: !current.desc };
  return { key, desc: !(key === 'Name' || key === 'Rank') };
}

/** A share as given: 72.4% ('—' without one). */
export const shareText = (v: number | null | undefined) => (v === undefined || v === null ? '—' : `${v}%`);

/** A count: 15,116 */
export const countText = (n: number | null | undefined) => (n === undefined || n === null ? '—' : new Intl.NumberFormat('zh-CN').format(n));

/** A score as given: 63.2 ('—' without one). */
export const scoreValue = (v: number | null | undefined) => (v === undefined || v === null ? '—' : String(v));

/** Whether any combination has the figure (a column without any is left out). */
export const hasFigure = (combos: Combo[], key: ComboKey) => combos.some((c) => valueOf(c, key) !== null);

/** The exam mode as the page words it: 3+1+2, 3+3, 浙江 7选3. */
export function modeText(mode: string): string {
  if (mode === '3+3_zhejiang') return '3+3（7选3，含技术）';
  if (mode.startsWith('3+3')) return '3+3（6选3）';
  if (mode === '3+1+2') return '3+1+2（物理或历史选1，再选2）';
  return mode;
}
