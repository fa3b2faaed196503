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

/**
 * Who stands behind a source that is not official: the body whose figures were compiled (origin:
 * 广东省教育考试院) and the compiler where the list names one (万师兄·高考志愿填报大数据), read
 * from its Authority ("X（第三方汇编：Y）", "X（第三方汇编）", "X（转录本）", "第三方汇编：Y", or a
 * compiler's own name).
 */
export function thirdPartyParts(authority: string): { origin: string; compiler: string } {
  const a = authority.trim();
  const bracket = /^(.*?)[（(](第三方汇编|转录本)(?:[：:]\s*(.*))?[）)]\s*$/.exec(a);
  if (bracket) return { origin: bracket[1].trim(), compiler: (bracket[3] ?? '').trim() };
  const prefixed = /^第三方汇编[：:]\s*(.*)$/.exec(a);
  if (prefixed) return { origin: '', compiler: prefixed[1].trim() };
  return { origin: '', compiler: a };
}

/** How a section names a compilation: 汇编自广东省教育考试院公布的数据, 汇编者：万师兄·高考志愿填报大数据. */
export function compiledFrom(authority: string): string {
  const { origin, compiler } = thirdPartyParts(authority);
  if (origin) return `汇编自${origin}公布的数据${compiler ? `，汇编者：${compiler}` : ''}`;
  return `汇编者：${compiler || UNNAMED_AUTHORITY}`;
}

/**
 * The authority as shown next to the 第三方汇编 mark (the mark says it once): an official source's
 * publisher; for another, where its figures came from (原出处：广东省教育考试院) or its compiler — never
 * the exam authority's name alone beside 第三方汇编, which would read as both.
 */
export function authorityText(s: Pick<Source, 'Official' | 'Authority'>): string {
  if (s.Official) return s.Authority.trim() || UNNAMED_AUTHORITY;
  const { origin, compiler } = thirdPartyParts(s.Authority);
  if (origin) return `原出处：${origin}`;
  return compiler || UNNAMED_AUTHORITY;
}

/** True when a source names neither a title nor a link to the original. */
export function sourceUntraceable(s: Pick<Source, 'Title'> & { Url?: string }): boolean {
  return !s.Title?.trim() && !s.Url?.trim();
}
