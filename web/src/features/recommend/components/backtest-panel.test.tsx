import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { mockApi, ok } from '@/features/admission/test/mock-api';
import { BacktestPanel } from './BacktestPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const ROW = {
  Year: 2025, Level: 'group', LevelName: '院校专业组', Method: 'WCF', Units: 5109, Predicted: 1166, Pairs: 26060, Covered80: 72.9,
  Brier: 0.061, WorstDecileGap: 16.3, StretchHeld: 6.7, SteadyHeld: 73.4, SafeHeld: 96.4, SafePairs: 8682,
  Deciles: [{ From: 90, To: 100, Pairs: 8682, Stated: 96.2, Observed: 96.4 }],
};

describe('BacktestPanel', () => {
  it('loads the province’s rows only when opened and shows how each label held', async () => {
    const api = mockApi({ 'Recommend/GetBacktest': () => ok({ ProvinceId: 44, ProvinceName: '广东', Rows: [ROW], Message: '' }) });
    render(<BacktestPanel provinceId={44} provinceName="广东" />);
    expect(screen.getByTestId('rec-backtest-panel').textContent).toContain('广东回测明细');
    expect(api.bodies('Recommend/GetBacktest')).toHaveLength(0);
    const details = screen.getByTestId('rec-backtest-panel') as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    const row = await screen.findByTestId('rec-backtest-row');
    expect(api.bodies('Recommend/GetBacktest')).toEqual([{ ProvinceId: 44 }]);
    expect(Array.from(row.querySelectorAll('td')).map((c) => c.textContent)).toEqual([
      '2025年', '院校专业组', '位次法', '96.4%', '73.4%', '6.7%', '72.9%', '16.3个百分点',
    ]);
  });

  it('says when the province has nothing to backtest', async () => {
    mockApi({ 'Recommend/GetBacktest': () => ok({ ProvinceId: 54, ProvinceName: '西藏', Rows: [], Message: '该省没有可回测的年份：录取数据不足两年，或往年没有可比的位次' }) });
    render(<BacktestPanel provinceId={54} provinceName="西藏" />);
    const details = screen.getByTestId('rec-backtest-panel') as HTMLDetailsElement;
    details.open = true;
    fireEvent(details, new Event('toggle'));
    expect((await screen.findByTestId('rec-backtest-empty')).textContent).toContain('没有可回测的年份');
  });
});
