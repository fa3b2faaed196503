// Texts of the diagnosis pages: distances to lines, rank gaps, which rank a line carries,
// the equivalents worth a row, sources, and where an incomplete profile is completed.
import { compiledFrom, sourceUntraceable, UNNAMED_AUTHORITY } from '@/features/admission/lib/format';
import { caveatFor } from '@/features/admission/lib/caveats';
import type { DiagnosisRow, EquivalentItem, RankAnswer, SourceInfo } from '../types';

export const fmt = (n: number | null | undefined) => (n === null || n === undefined ? '—' : String(n));

/** The distance of the score to a batch line: 超出 N 分, 低于 N 分, or 与线持平. */
export function lineDiffText(diff: number): string {
  if (diff > 0) return `超出${diff}分`;
  if (diff < 0) return `低于${-diff}分`;
  return '与线持平';
}

/** 位次差 (line rank − candidate rank): ahead of, level with, or behind the last one filed that year. */
export function rankGapText(gap: number): string {
  if (gap > 0) return `领先${fmt(gap)}位`;
  if (gap < 0) return `落后${fmt(-gap)}位`;
  return '位次持平';
}

export const reachText = (reachable: boolean) => (reachable ? '可达' : '冲刺');

export interface LineRankLabel {
  kind: 'official' | 'converted';
  text: string;
  title: string;
}

/** The line's rank is official when the source printed it, else the product's conversion of the score. */
export function lineRankLabel(row: Pick<DiagnosisRow, 'LineRank' | 'MinRank' | 'ConvertedRank'>): LineRankLabel {
  if (row.MinRank !== null && row.MinRank !== undefined && row.MinRank === row.LineRank) {
    return { kind: 'official', text: '公布位次', title: '数据来源公布的最低位次（来源为第三方汇编时不是官方发布）' };
  }
  return { kind: 'converted', text: '换算位次', title: '本站按当年一分一段表由最低分换算，非官方公布' };
}

/**
 * The source as one line: authority《title》; a compilation as 《title》（第三方汇编，汇编自 authority
 * 公布的数据）, never as the authority's own. The caveat only for the years shown (`years`; none in a
 * table row, whose table states it once below: `withCaveat` false).
 */
export function sourceText(s: SourceInfo | null | undefined, years: number[] = [], withCaveat = true): string {
  if (!s) return '来源未注明';
  const title = s.Title?.trim() ? `《${s.Title}》` : sourceUntraceable(s) ? '（未载明标题与原文链接）' : '';
  const note = withCaveat ? caveatFor(s.Caveat?.trim(), years) : '';
  const caveat = note ? `（注意：${note}）` : '';
  if (!s.Official) return `${title}（第三方汇编，${compiledFrom(s.Authority)}）${caveat}`;
  return `${s.Authority?.trim() || UNNAMED_AUTHORITY}${title}${caveat}`;
}

const STATUS_TEXT: Record<string, string> = {
  BelowBottom: '该分数低于本表公布的最低分，本表不给出位次',
  NoTable: '暂无该年该科类的一分一段表',
};

/** What the rank card says when there is no rank: the server's explanation, else the status. */
export function rankMissingText(r: Pick<RankAnswer, 'Status' | 'Message'> | null | undefined): string {
  if (!r) return STATUS_TEXT.NoTable;
  return r.Message || STATUS_TEXT[r.Status] || '暂无位次';
}

/** A rank band: the band's ranks when several candidates share it, e.g. 26,229–26,988. */
export function bandText(r: Pick<RankAnswer, 'RankBest' | 'RankWorst'>): string {
  return r.RankBest === r.RankWorst ? fmt(r.RankWorst) : `${fmt(r.RankBest)}–${fmt(r.RankWorst)}`;
}

/** Years as ranges: [2011…2020, 2008] → 2008、2011–2020. */
export function yearRanges(years: number[]): string {
  const ys = [...new Set(years)].sort((a, b) => a - b);
  const parts: string[] = [];
  for (let i = 0; i < ys.length; ) {
    let j = i;
    while (j + 1 < ys.length && ys[j + 1] === ys[j] + 1) j++;
    parts.push(j > i ? `${ys[i]}–${ys[j]}` : String(ys[i]));
    i = j + 1;
  }
  return parts.join('、');
}

export interface EquivalentSplit {
  /** Years with an answer worth a row (a score, or a reason inside a comparable table). */
  rows: EquivalentItem[];
  /** Years not converted, one line per reason: 2011–2020年为文科/理科，与物理类不可比，不换算. */
  skipped: string[];
}

/** Keeps the comparable years as rows and folds the NoTable years into one line per reason. */
export function splitEquivalents(list: EquivalentItem[] | null | undefined): EquivalentSplit {
  const rows: EquivalentItem[] = [];
  const reasons = new Map<string, number[]>();
  (list ?? []).forEach((e) => {
    if (e.Status !== 'NoTable') {
      rows.push(e);
      return;
    }
    // "2020年为文科/理科，…" shares its reason with the other years; other messages follow a colon.
    const prefix = `${e.Year}年`;
    const reason = e.Message?.startsWith(prefix) ? e.Message.slice(prefix.length) : `：${e.Message || STATUS_TEXT.NoTable}`;
    reasons.set(reason, [...(reasons.get(reason) ?? []), e.Year]);
  });
  const skipped = [...reasons.entries()].map(([reason, years]) => `${yearRanges(years)}年${reason}`);
  return { rows, skipped };
}

export interface ProfileStep {
  message: string;
  path: string;
  action: string;
}

/** SPEC §5: where each completeness message sends the user (back here after saving: ?source=TB). */
const PROFILE_STEPS: Record<string, [string, string]> = {
  '请先完善基本信息！': ['/userinfo?source=TB', '去完善基本信息'],
  '请先完善高考信息！': ['/examinee?source=TB', '去填写高考信息'],
  '请先完善高考成绩！': ['/setRealScore?source=TB', '去填写高考成绩'],
  '请先完善选科！': ['/examinee?source=TB', '去填写选科'],
};

export function profileStep(message: string | null | undefined): ProfileStep | null {
  const step = message ? PROFILE_STEPS[message.trim()] : undefined;
  return step ? { message: message!.trim(), path: step[0], action: step[1] } : null;
}
