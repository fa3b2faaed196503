// How a table's figures and people read on the page.
import type { Change, Person, PredictedCut, TableHeader, Unit } from '../types';

const grouped = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 1 });

/** A count or a rank with separators (30,891); — for none. */
export const num = (n: number | null | undefined): string => (n === null || n === undefined || Number.isNaN(n) ? '—' : grouped.format(n));

/** A percent as the API gives it: 63.5% / 40%; — for none. */
export function percentText(p: number | null | undefined): string {
  if (p === null || p === undefined || Number.isNaN(p)) return '—';
  return `${Number.isInteger(p) ? p : p.toFixed(1)}%`;
}

/** A whole-list figure (stated within 1–99): ≥99% and ≤1% at the bounds, for no list is certain. */
export function outcomeText(p: number | null | undefined): string {
  if (p === null || p === undefined || Number.isNaN(p)) return '—';
  if (p >= 99) return '≥99%';
  if (p <= 1) return '≤1%';
  return percentText(p);
}

/** A unit's evidence in words: 仅1年数据、换算位次; '' when nothing is short. */
/** The evidence in one line: each note, shown with its widening factor where the interval names it
 * (仅1年数据（区间放宽×1.5）), then the other widening reasons (the export's 依据 says the same). */
export function evidenceText(e: { Notes: string[] | null; Widened?: string[] | null } | null | undefined): string {
  const widened = e?.Widened ?? [];
  const used = new Set<string>();
  const parts = (e?.Notes ?? []).map((n) => {
    const w = widened.find((x) => x.startsWith(n));
    if (w) used.add(w);
    return w ?? n;
  });
  for (const w of widened) if (!used.has(w) && !parts.includes(w)) parts.push(w);
  return parts.join('、');
}

/** Risk.Common is a fraction (0.3) in the answers; a value above 1 is already a percent. */
export const commonPercent = (c: number) => (c <= 1 ? Math.round(c * 1000) / 10 : c);

/** What the unit is: the school and its group (215组), or its major. */
export function unitTitle(u: Pick<Unit, 'CollegeName' | 'Level' | 'GroupCode' | 'MajorName'>): string {
  if (u.Level === 'major') return `${u.CollegeName} ${u.MajorName}`.trim();
  if (u.Level === 'group' && u.GroupCode) return `${u.CollegeName} ${u.GroupCode}组`;
  return u.CollegeName;
}

export const planText = (plan: number) => (plan > 0 ? `${plan}人` : '未公布');

/** Last year's minimum rank (and score) of the unit. */
export function lastYearText(u: Unit): string {
  const l = u.LastYear;
  if (!l || (!l.Rank && !l.MinScore)) return '暂无';
  const score = l.MinScore ? `（${l.MinScore}分）` : '';
  return `${l.Year}年 ${l.Rank ? num(l.Rank) : '—'}${score}`;
}

/** The predicted cut-off rank (or line difference). */
export function predictedText(p: PredictedCut | null): string {
  if (!p) return '';
  if (p.Method === 'WDF') return `预测线差 ${p.Diff ?? 0}分（约${p.Score}分）`;
  return `预测位次 ${num(p.Rank)}（约${p.Score}分）`;
}

/** 广东 · 2026年 · 物理类 */
export const tableWhere = (t: Pick<TableHeader, 'ProvinceName' | 'Year' | 'Track'>) => [t.ProvinceName, `${t.Year}年`, t.Track].filter(Boolean).join(' · ');

/** The table's candidate: 600分 / 位次 12,000 / 未填写分数. */
export function scoreText(t: Pick<TableHeader, 'Score' | 'Rank'>): string {
  if (t.Score > 0) return `${t.Score}分`;
  if (t.Rank > 0) return `位次 ${num(t.Rank)}`;
  return '未填写分数';
}

/** The list length: 45个志愿, or that it is not verified. */
export const maxUnitsText = (max: number) => (max > 0 ? `最多${max}个志愿` : '志愿数未核实');

/** 用户0501（139****0501） */
export const personText = (p: Person | null | undefined) => (p ? `${p.NickName || '用户'}（${p.Phone}）` : '');

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant in Beijing time: 2026-06-28 21:05 (seconds when asked). */
export function timeText(iso: string | null | undefined, seconds = false): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  const b = new Date(d.getTime() + 8 * 3600_000);
  const s = seconds ? `:${pad(b.getUTCSeconds())}` : '';
  return `${b.getUTCFullYear()}-${pad(b.getUTCMonth() + 1)}-${pad(b.getUTCDate())} ${pad(b.getUTCHours())}:${pad(b.getUTCMinutes())}${s}`;
}

const TERMINALS: Record<string, string> = { '0': '网页端', '1': '手机端', '2': '小程序' };
export const terminalName = (t: string) => (t === '' ? '' : (TERMINALS[t] ?? `终端${t}`));

/** Who made a change: 用户0501（139****0501）· 可编辑 */
export const changeActor = (c: Change) => [personText(c.Actor), c.RoleName].filter(Boolean).join(' · ');
