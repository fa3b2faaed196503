// The Stat answer's breakdowns as rows for the charts and their tables: each label's count
// (0 when the answer leaves it out), the provinces' ten largest, the tuition bands in order.
import type { LabelCounts, LabelKey, RecommendStat, StatGroup } from '../types';
import { LABEL_ORDER } from './labels';

export interface StatRow {
  name: string;
  counts: Record<LabelKey, number>;
  total: number;
}

export const TOP_PROVINCES = 10;
const TUITION_ORDER = ['5000元以下', '5000–10000元', '1–2万元', '2万元以上', '未公布'];

export const countsOf = (c: LabelCounts | null | undefined): Record<LabelKey, number> =>
  Object.fromEntries(LABEL_ORDER.map((l) => [l, c?.[l] ?? 0])) as Record<LabelKey, number>;

export const rowOf = (g: StatGroup): StatRow => ({ name: g.Name, counts: countsOf(g.Counts), total: g.Total });

/** The overall counts as one row (全部). */
export function overallRow(s: RecommendStat): StatRow {
  const counts = countsOf(s.Counts);
  return { name: '全部', counts, total: LABEL_ORDER.reduce((n, l) => n + counts[l], 0) };
}

/** A breakdown by rows, largest first as the answer gives them. */
export const rowsOf = (groups: StatGroup[] | null | undefined): StatRow[] => (groups ?? []).map(rowOf);

/** The provinces with the most units, at most ten. */
export const topProvinces = (groups: StatGroup[] | null | undefined): StatRow[] =>
  rowsOf(groups).sort((a, b) => b.total - a.total).slice(0, TOP_PROVINCES);

/** The tuition bands from the cheapest; 未公布 and unknown bands last. */
export function tuitionRows(groups: StatGroup[] | null | undefined): StatRow[] {
  const at = (name: string) => {
    const i = TUITION_ORDER.indexOf(name);
    return i < 0 ? TUITION_ORDER.length : i;
  };
  return rowsOf(groups).sort((a, b) => at(a.name) - at(b.name));
}

/** The labels that any row has a unit of (a chart leaves out series that are all zero). */
export const usedLabels = (rows: StatRow[]): LabelKey[] => LABEL_ORDER.filter((l) => rows.some((r) => r.counts[l] > 0));

/** A sentence for screen readers in place of a chart. */
export function chartSummary(title: string, rows: StatRow[]): string {
  if (!rows.length) return `${title}：没有数据`;
  const one = (r: StatRow) => `${r.name}${r.total}个（${usedLabels([r]).map((l) => `${labelName(l)}${r.counts[l]}`).join('、')}）`;
  return `${title}：${rows.map(one).join('；')}`;
}

const labelName = (l: LabelKey) => (l === '无' ? '无概率' : l);
