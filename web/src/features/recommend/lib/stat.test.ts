import { describe, expect, it } from 'vitest';
import { chartSummary, overallRow, topProvinces, tuitionRows, usedLabels } from './stat';
import type { RecommendStat } from '../types';
import { barData, doughnutData } from '../components/charts/stat-chart-config';

const group = (Name: string, Counts: Record<string, number>) => ({ Name, Counts, Total: Object.values(Counts).reduce((a, b) => a + b, 0) });

describe('statistics rows', () => {
  it('counts a label the answer leaves out as 0, and sums the overall', () => {
    const row = overallRow({ Counts: { 冲: 613, 稳: 199, 保: 4670, 无: 0 } } as unknown as RecommendStat);
    expect(row).toEqual({ name: '全部', counts: { 冲: 613, 稳: 199, 保: 4670, 无: 0 }, total: 5482 });
    expect(usedLabels([row])).toEqual(['冲', '稳', '保']);
  });
  it('keeps the ten provinces with the most units', () => {
    const list = Array.from({ length: 12 }, (_, i) => group(`省${i}`, { 保: i + 1 }));
    const top = topProvinces(list);
    expect(top).toHaveLength(10);
    expect(top[0]).toMatchObject({ name: '省11', total: 12, counts: { 冲: 0, 稳: 0, 保: 12, 无: 0 } });
  });
  it('orders the tuition bands from the cheapest, 未公布 last', () => {
    const rows = tuitionRows([group('未公布', { 保: 5 }), group('2万元以上', { 保: 1 }), group('5000元以下', { 冲: 2 }), group('1–2万元', { 稳: 1 }), group('5000–10000元', { 保: 3 })]);
    expect(rows.map((r) => r.name)).toEqual(['5000元以下', '5000–10000元', '1–2万元', '2万元以上', '未公布']);
  });
  it('describes a chart in words for screen readers', () => {
    expect(chartSummary('按办学性质', [{ name: '公办', counts: { 冲: 1, 稳: 0, 保: 2, 无: 0 }, total: 3 }])).toBe('按办学性质：公办3个（冲1、保2）');
    expect(chartSummary('按办学性质', [])).toBe('按办学性质：没有数据');
  });
  it('makes one coloured stacked series per label in use, and a doughnut of the overall', () => {
    const rows = topProvinces([group('广东', { 冲: 86, 稳: 23, 保: 643 }), group('北京', { 冲: 129, 保: 65 })]);
    const d = barData(rows);
    expect(d.labels).toEqual(['广东', '北京']);
    expect(d.datasets.map((s) => [s.label, s.data, s.backgroundColor])).toEqual([
      ['冲', [86, 129], '#c62828'], ['稳', [23, 0], '#a15c00'], ['保', [643, 65], '#15803d'],
    ]);
    const o = doughnutData({ name: '全部', counts: { 冲: 1, 稳: 0, 保: 3, 无: 2 }, total: 6 });
    expect(o.labels).toEqual(['冲', '保', '无概率']);
    expect(o.datasets[0].data).toEqual([1, 3, 2]);
  });
});
