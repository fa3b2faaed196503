import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { fakeApi, ok } from '@/features/major/test/fake-api';
import { STATS } from '../test/fixtures';
import type { Stats } from '../types';
import StatsPage from './StatsPage';

vi.mock('react-chartjs-2', () => ({
  Bar: ({ data }: { data: { labels: string[]; datasets: { data: number[] }[] } }) => <div data-testid="bar" data-labels={data.labels.join(',')} data-values={data.datasets[0].data.join(',')} />,
}));

const routes = [
  { path: '/test-stats', element: page(<StatsPage />) },
  { path: '*', element: page(<div />) },
];
const bin = { From: 5, To: 25, N: 40 };
const scale = (Code: string, Name: string, Section: string, SectionName: string) => ({ Code, Name, Section, SectionName, Min: 5, Max: 25, Mean: 15.2, Bins: [bin] });

const SUBJECTS: Stats = {
  ...STATS,
  Bank: 'subjects',
  BankName: '新高考选科测评',
  People: 40,
  Codes: [
    { Value: '物理+化学+生物', Name: '物理+化学+生物', N: 25 },
    { Value: 'other', Name: '其他（合并）', N: 15, Pooled: 3 },
  ],
  Leading: null,
  Scales: [
    { Code: '物理/ability', Name: '物理·成绩与能力', Min: 3, Max: 15, Mean: 9.1, Bins: [{ From: 3, To: 15, N: 40 }], People: 40 },
    { Code: '技术/ability', Name: '技术·成绩与能力', Min: 3, Max: 15, Mean: 10.2, Bins: [{ From: 3, To: 15, N: 12 }], People: 12 },
  ],
};
const ALLROUND: Stats = {
  ...STATS,
  Bank: 'allround',
  BankName: '综合测评',
  People: 40,
  Codes: [{ Value: 'other', Name: '其他（合并）', N: 40, Pooled: 6 }],
  Leading: null,
  Scales: [scale('interest:R', '现实型', 'interest', '兴趣'), scale('interest:I', '研究型', 'interest', '兴趣'), scale('values:achieve', '成就感', 'values', '价值观')],
};
const PATH: Stats = {
  ...STATS,
  Bank: 'path',
  BankName: '升学路径测评',
  People: 40,
  Codes: null,
  Leading: null,
  Scales: null,
  Paths: [
    { Code: 'sino_foreign', Name: '中外合作办学', N: 22 },
    { Code: 'qiangji', Name: '强基计划', Suppressed: true },
    { Code: 'baosong', Name: '保送', Suppressed: true },
  ],
};
const BY_BANK: Record<string, Stats> = { holland: STATS, subjects: SUBJECTS, allround: ALLROUND, path: PATH };

describe('大家的测评: the subject-selection, all-round and upgrade-path tabs', () => {
  it('lists six tabs and shows each new test’s charts from the published numbers only', async () => {
    const calls = fakeApi({ 'Assessment/Stats': (b) => ok(BY_BANK[String(b.Bank)]) });
    renderAt('/test-stats?bank=subjects&province=44', routes);
    const tabs = await screen.findByTestId('test-stats-tabs');
    expect(within(tabs).getAllByRole('link').map((a) => a.textContent)).toEqual([
      '霍兰德职业兴趣测评',
      '大五人格测评',
      '16型性格倾向测评',
      '新高考选科测评',
      '综合测评',
      '升学路径测评',
    ]);
    expect(within(screen.getByTestId('test-stats-codes')).getByTestId('bar').dataset.values).toBe('25,15');
    expect(screen.getByTestId('test-stats-about').textContent).toContain('选科组合');
    expect(calls).toContainEqual(['Assessment/Stats', { Bank: 'subjects', ProvinceId: 44 }]);
    // 技术 is answered in 浙江 only: its scale says by how many
    const scales = screen.getAllByTestId('test-stats-scale');
    expect(within(scales[0]).queryByTestId('test-stats-scale-people')).toBeNull();
    expect(within(scales[1]).getByTestId('test-stats-scale-people').textContent).toBe('；只有 12 人作答（技术题只问浙江考生）');

    fireEvent.click(within(tabs).getByText('综合测评'));
    const parts = await screen.findAllByTestId('test-stats-part');
    expect(parts.map((p) => p.dataset.section)).toEqual(['interest', 'values']);
    expect(within(parts[0]).getAllByTestId('test-stats-scale')).toHaveLength(2);
    expect(parts[1].textContent).toContain('价值观部分');
    expect(parts[1].textContent).toContain('平均分 15.2');
    expect(calls).toContainEqual(['Assessment/Stats', { Bank: 'allround', ProvinceId: 44 }]);

    fireEvent.click(within(tabs).getByText('升学路径测评'));
    const paths = await screen.findByTestId('test-stats-paths');
    const bar = within(paths).getByTestId('bar');
    expect(bar.dataset.labels).toBe('中外合作办学');
    expect(bar.dataset.values).toBe('22');
    const hidden = within(paths).getByTestId('test-stats-paths-hidden').textContent ?? '';
    expect(hidden).toContain('强基计划、保送');
    expect(hidden).not.toMatch(/强基计划\s*\d/);
    expect(screen.queryByTestId('test-stats-codes')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('location').textContent).toContain('bank=path'));
  });

  it('falls back to the Holland tab for an unknown test', async () => {
    const calls = fakeApi({ 'Assessment/Stats': (b) => ok(BY_BANK[String(b.Bank)]) });
    renderAt('/test-stats?bank=iq', routes);
    await screen.findByTestId('test-stats-codes');
    expect(calls[0]).toEqual(['Assessment/Stats', { Bank: 'holland' }]);
  });
});
