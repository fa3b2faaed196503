import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { examProvinceAtom } from '@/lib/site-config';
import { mockApi, ok } from '../test/mock-api';
import { BATCH_2025, PROVINCES } from '../test/fixtures';
import type { TrendSeries } from './charts';
import QueryBatchPage from './QueryBatchPage';

// Chart.js needs a canvas, which jsdom lacks: the mock shows the series it was given.
vi.mock('./charts', () => ({
  TrendChart: ({ series, testId }: { series: TrendSeries[]; testId: string }) => (
    <div data-testid={testId}>{series.map((s) => `${s.name}:${s.points.map((p) => `${p.x}=${p.y}`).join(',')}`).join(';')}</div>
  ),
}));

const YEARS = [2025, 2024];
const lines: Record<number, typeof BATCH_2025> = {
  2025: BATCH_2025,
  2024: BATCH_2025.map((l) => ({ ...l, BatchId: `${l.BatchId}-24`, Score: l.Score + 6 })),
};
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  appStore.set(examProvinceAtom, { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' });
  api = mockApi({
    'Public/ProvinceList': () => ok(PROVINCES),
    'Public/LineBatchList': (b) => {
      if (b.ProvinceId === 11) return ok({ Years: [2025], Year: 2025, List: [{ ...BATCH_2025[0], Track: '综合', Batch: '本科线', Score: 434 }] });
      if (b.ProvinceId === 65) return ok({ Years: [], Year: 0, List: [] });
      const year = Number(b.Year ?? 2025);
      return ok({ Years: YEARS, Year: year, List: lines[year] ?? [] });
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(examProvinceAtom, null);
});

const open = (path = '/query-batch') => renderAt(path, [{ path: '/query-batch', element: page(<QueryBatchPage />) }]);

describe('/query-batch', () => {
  it('shows the newest year of the site province, lines by track with 普通类 first and their sources', async () => {
    open();
    const physics = await screen.findByTestId('batch-group-物理类');
    expect(api.bodies('Public/LineBatchList')[0]).toEqual({ ProvinceId: 44 });
    expect((screen.getByTestId('batch-year') as HTMLSelectElement).value).toBe('2025');
    expect([...(screen.getByTestId('batch-year') as HTMLSelectElement).options].map((o) => o.textContent)).toEqual(['2025年', '2024年']);
    const rows = within(physics).getAllByTestId('batch-line');
    expect(rows.map((r) => r.dataset.batch)).toEqual(['本科线', '体育类本科']);
    expect(within(rows[0]).getByTestId('batch-line-score').textContent).toBe('436分');
    expect(within(rows[0]).getByTestId('batch-source-b4-third-party').textContent).toBe('第三方汇编');
    expect(within(rows[1]).queryByTestId('batch-source-b3-third-party')).toBeNull();
    expect(within(rows[1]).getByTestId('batch-source-b3-link').getAttribute('target')).toBe('_blank');
  });

  it('draws the 普通类 lines of a track across the listed years, one call per year', async () => {
    open();
    const chart = await screen.findByTestId('batch-trend-chart');
    await waitFor(() => expect(api.bodies('Public/LineBatchList').filter((b) => b.Year)).toEqual([{ ProvinceId: 44, Year: 2025 }, { ProvinceId: 44, Year: 2024 }]));
    expect(screen.getByTestId('batch-trend-track-历史类').getAttribute('aria-pressed')).toBe('true');
    expect(chart.textContent).toBe('特控线:2024=563,2025=557;本科线:2024=470,2025=464');
    fireEvent.click(screen.getByTestId('batch-trend-track-物理类'));
    expect(screen.getByTestId('batch-trend-chart').textContent).toBe('本科线:2024=442,2025=436');
  });

  it('keeps the chosen year in the URL', async () => {
    open();
    await screen.findByTestId('batch-group-物理类');
    fireEvent.change(screen.getByTestId('batch-year'), { target: { value: '2024' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/query-batch?province=44&year=2024'));
    await waitFor(() => expect(within(screen.getByTestId('batch-group-物理类')).getAllByTestId('batch-line-score')[0].textContent).toBe('442分'));
  });

  it('has no trend for a single year and says when a province has no lines', async () => {
    open('/query-batch?province=11');
    await screen.findByTestId('batch-group-综合');
    expect(screen.queryByTestId('batch-trend')).toBeNull();
    fireEvent.change(screen.getByTestId('batch-province'), { target: { value: '65' } });
    expect((await screen.findByTestId('batch-empty')).textContent).toBe('暂无新疆的批次线数据');
    expect(screen.queryByTestId('batch-groups')).toBeNull();
  });
});

describe('/query-batch before a year’s lines are published', () => {
  it('an asked 2027 answers the 2025 lines with the server’s basis in a tag', async () => {
    api = mockApi({
      'Public/ProvinceList': () => ok(PROVINCES),
      'Public/LineBatchList': (b) => ok({ Years: YEARS, Year: 2025, List: BATCH_2025, ...(b.Year === 2027 ? { Basis: '2027年批次线尚未公布，以下为2025年批次线' } : {}) }),
    });
    open('/query-batch?province=44&year=2027');
    const title = await screen.findByTestId('batch-title');
    expect(api.bodies('Public/LineBatchList')[0]).toEqual({ ProvinceId: 44, Year: 2027 });
    expect(title.textContent).toBe('广东 · 2025年批次线2027年尚未公布');
    expect(screen.getByTestId('batch-basis').getAttribute('title')).toBe('2027年批次线尚未公布，以下为2025年批次线');
  });

  it('the default view has no tag for a visitor', async () => {
    open();
    expect((await screen.findByTestId('batch-title')).textContent).toBe('广东 · 2025年批次线');
    expect(screen.queryByTestId('batch-basis')).toBeNull();
  });
});

describe('the batch tables', () => {
  it('name a source shared by a whole table once under it, and put the student’s own track first', async () => {
    const { render } = await import('@testing-library/react');
    const { BatchLineGroups } = await import('./BatchLineGroups');
    const shared = BATCH_2025.map((l) => ({ ...l, Source: BATCH_2025[0].Source }));
    for (const first of ['物理类', '历史类']) {
      const view = render(<BatchLineGroups lines={shared} year={2025} first={first} />);
      expect(view.getAllByTestId(/^batch-group-/)[0].dataset.testid).toBe(`batch-group-${first}`);
      view.unmount();
    }
    render(<BatchLineGroups lines={shared} year={2025} />);
    const groups = screen.getAllByTestId(/^batch-group-/);
    for (const g of groups) {
      expect(within(g).queryAllByRole('columnheader').map((h) => h.textContent)).not.toContain('来源');
      expect(within(g).getAllByTestId(/^batch-source-/).filter((e) => /^batch-source-[^-]+$/.test(e.dataset.testid ?? ''))).toHaveLength(1);
    }
  });
});
