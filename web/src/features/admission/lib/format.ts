// How the admission figures read on the page.
import type { Source, TableRange } from '../types';

/** A band: one score, or a merged band (合并分段) of several. */
export function bandText(high: number, low: number): string {
  return high > low ? `合并分段 ${low}–${high}分` : `${low}分`;
}

/** A rank range: one rank, or best–worst. */
export function rankRangeText(best: number, worst: number): string {
  return best > 0 && best < worst ? `${best}–${worst}` : String(worst);
}

export function tableRangeText(t: TableRange): string {
  return `${t.ScoreLow}–${t.ScoreHigh}分，共 ${t.Bands} 个分段、${t.Candidates} 人`;
}

/** Said of a source whose list gives no publisher (a few official files are listed by id only). */
export const UNNAMED_AUTHORITY = '发布机构未载明';

/** The authority as shown next to the 第三方汇编 mark (the mark says it once). */
export function authorityText(s: Pick<Source, 'Official' | 'Authority'>): string {
  const a = s.Official ? s.Authority : s.Authority.replace(/[（(]第三方汇编[）)]\s*$/, '');
  return a.trim() || UNNAMED_AUTHORITY;
}

/** True when a source names neither a title nor a link to the original. */
export function sourceUntraceable(s: Pick<Source, 'Title'> & { Url?: string }): boolean {
  return !s.Title?.trim() && !s.Url?.trim();
}
