import { describe, expect, it } from 'vitest';
import type { Risk } from '../types';
import { riskBarData, riskChartHeight, riskChartSummary } from './risk-chart';

const RISK: Risk = {
  Version: 5,
  Correlated: { Filed: 95.1, Slide: 4.9, ExpectedPosition: 1.8, Simulated: 95.1, Ceiling: 99, Capped: false },
  Independent: { Filed: 97, Slide: 3, ExpectedPosition: 1.6, Simulated: 97, Ceiling: 99, Capped: false },
  Units: [{ Index: 1, Key: 'a', Probability: 63.5, Correlated: 60.1, Independent: 63.5 }, { Index: 2, Key: 'b', Probability: 92, Correlated: 35, Independent: 33.6 }],
  Common: 0.3, Unscored: 0, Thin: 0, Flag: '', Draws: 10000, Method: '…', Message: '',
};
const names = new Map([['a', '中山大学 215组'], ['b', '中山大学 216组']]);

describe('the risk chart', () => {
  it('has a pair of bars per unit, both estimates named', () => {
    const d = riskBarData(RISK, names);
    expect(d.labels).toEqual(['1. 中山大学 215组', '2. 中山大学 216组']);
    expect(d.datasets.map((s) => [s.label, s.data])).toEqual([['相关估计', [60.1, 35]], ['独立估计', [63.5, 33.6]]]);
    expect(riskChartHeight(2)).toBe(160);
    expect(riskChartHeight(10)).toBe(430);
    expect(riskChartSummary(RISK, names)).toContain('第1位中山大学 215组：相关60.1%，独立63.5%');
  });
});
