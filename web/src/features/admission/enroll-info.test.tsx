import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { examProvinceAtom } from '@/lib/site-config';
import { mockApi, ok } from './test/mock-api';
import { PROVINCES } from './test/fixtures';
import { GD_THIRD, row } from './components/enroll/test-fixtures';
import type { ResultItem } from './api/results-types';
import type { TrendSeries } from './components/charts';
import EnrollDataInfoPage from './components/enroll/EnrollDataInfoPage';

// Chart.js needs a canvas, which jsdom lacks: the mock shows the series it was given.
vi.mock('./components/charts', () => ({
  TrendChart: ({ series, testId, reverseY }: { series: TrendSeries[]; testId: string; reverseY?: boolean }) => (
    <div data-testid={testId} data-reverse={String(Boolean(reverseY))}>
      {series.map((s) => `${s.name}:${s.points.map((p) => `${p.x}=${p.y}`).join(',')}`).join(';')}
    </div>
  ),
}));

const GROUPS: ResultItem[] = [
  row({ Id: 1, Year: 2025, GroupCode: '201', MinScore: 688, MinRank: 95 }),
  row({ Id: 2, Year: 2025, Track: '历史类', GroupCode: '101', MinScore: 650, MinRank: 40 }),
  row({ Id: 3, Year: 2024, GroupCode: '201', MinScore: 684, MinRank: null, ConvertedRank: 120 }),
  row({ Id: 4, Year: 2023, GroupCode: '201', MinScore: 680, MinRank: 110 }),
  row({ Id: 5, Year: 2025, SchoolCode: '19001', SchoolName: '北京大学医学部', GroupCode: '201', MinScore: 676, MinRank: 512, Note: '投档人数:14' }),
];
const MAJORS: ResultItem[] = [row({ Id: 11, Level: 'major', LevelName: '专业', MajorCode: '070101', MajorName: '数学与应用数学', MinRank: null, ConvertedRank: 150, Source: GD_THIRD })];
const facets = (rows: ResultItem[]) => rows.map((r) => ({ Year: r.Year, Track: r.Track, Batch: r.Batch, Count: 1 }));
const answer = (rows: ResultItem[], b: Record<string, unknown>) => ({
  CollegeCode: '10001', CollegeName: '北京大学', Years: [...new Set(rows.map((r) => r.Year))],
  List: b.ProvinceId === 44 ? rows.filter((r) => !b.Year || r.Year === b.Year) : [],
});

// Pages chain three or four answers before they settle; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

let api: ReturnType<typeof mockApi>;
const last = (path: string) => api.bodies(path)[api.bodies(path).length - 1];
beforeEach(() => {
  appStore.set(examProvinceAtom, { ProvinceId: 11, ProvinceName: '北京', PinYinOne: 'B' });
  api = mockApi({
    'Public/ProvinceList': () => ok(PROVINCES),
    'Public/LineSchooScoreList': (b) => ok(answer(GROUPS, b)),
    'Public/LineSpecialtyScoreList': (b) => ok(b.ProvinceId === 31 ? { ...answer(MAJORS, { ...b, ProvinceId: 44 }) } : answer(MAJORS, b)),
    'Public/LineSchoolScoreBatchList': (b) => ok(b.ProvinceId === 44 ? facets(GROUPS) : []),
    'Public/LineSpecialtyScoreBatchList': (b) => ok(b.ProvinceId === 44 || b.ProvinceId === 31 ? facets(MAJORS) : []),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(examProvinceAtom, null);
});

const open = (path: string) => renderAt(path, [{ path: '/enroll-data-info', element: page(<EnrollDataInfoPage />) }]);

describe('/enroll-data-info', () => {
  it('draws per published school name the lowest score and, reversed, the rank over the years, converted ranks apart', async () => {
    open('/enroll-data-info?id=10001&province=44');
    const scores = await screen.findByTestId('enroll-info-trend-score-chart');
    expect(api.bodies('Public/LineSchooScoreList')[0]).toEqual({ ProvinceId: 44, CollegeId: '10001' });
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('北京大学 · 历年投档线');
    expect(scores.textContent).toBe('北京大学:2023=680,2024=684,2025=688');
    // 医学部 has one year: listed with its score and rank rather than drawn as a lone dot.
    expect(screen.getByTestId('enroll-info-trend-lone').textContent).toBe('只有一年数据、未画成走势线：北京大学医学部（2025年 最低 676分 · 位次 512）');
    expect(scores.dataset.reverse).toBe('false');
    const ranks = screen.getByTestId('enroll-info-trend-rank-chart');
    expect(ranks.dataset.reverse).toBe('true');
    expect(ranks.textContent).toBe('北京大学:2023=110,2025=95;北京大学（换算）:2024=120');
    expect(screen.getByTestId('enroll-info-trend-note').textContent).toContain('专业组个数与上一年不同（拆分或合并）时，线条在此断开');
    // 历史类 has one year: no chart is drawn, the year is listed.
    fireEvent.click(screen.getByTestId('enroll-info-trend-track-历史类'));
    expect(screen.queryByTestId('enroll-info-trend-score-chart')).toBeNull();
    expect(screen.queryByTestId('enroll-info-trend-rank-chart')).toBeNull();
    expect(screen.getByTestId('enroll-info-trend-no-score').textContent).toBe('最低分只有一年的数据，不成走势，见下方说明');
    expect(screen.getByTestId('enroll-info-trend-lone').textContent).toBe('只有一年数据、未画成走势线：北京大学（2025年 最低 650分 · 位次 40）');
  });

  it('lists the lines of the newest year with sources, and filters by track', async () => {
    open('/enroll-data-info?id=10001&province=44');
    const table = await screen.findByTestId('school-lines-group-table');
    expect(api.bodies('Public/LineSchoolScoreBatchList')).toEqual([{ ProvinceId: 44, CollegeId: '10001' }]);
    await waitFor(() => expect(api.bodies('Public/LineSchooScoreList')).toContainEqual({ ProvinceId: 44, CollegeId: '10001', Year: 2025 }));
    expect(within(table).getAllByTestId(/^result-row-/).map((r) => r.dataset.testid)).toEqual(['result-row-1', 'result-row-2', 'result-row-5']);
    expect(screen.getByTestId('result-source-1').textContent).toBe('浙江省教育考试院 · 2025年原文');
    expect(screen.getByTestId('result-group-5').textContent).toBe('201北京大学医学部投档人数:14');
    fireEvent.change(screen.getByTestId('school-lines-group-filters-track'), { target: { value: '历史类' } });
    await waitFor(() => expect(within(screen.getByTestId('school-lines-group-table')).getAllByTestId(/^result-row-/).length).toBe(1));
    expect(screen.getByTestId('result-row-2').dataset.track).toBe('历史类');
    fireEvent.change(screen.getByTestId('school-lines-group-filters-year'), { target: { value: '2024' } });
    await screen.findByTestId('result-row-3');
    expect(screen.getByTestId('result-rank-3').dataset.kind).toBe('converted');
    expect(last('Public/LineSchooScoreList')).toEqual({ ProvinceId: 44, CollegeId: '10001', Year: 2024 });
  });

  it('shows the major-level lines on their tab with the third-party mark', async () => {
    open('/enroll-data-info?id=10001&province=44&tab=major');
    await screen.findByTestId('result-row-11');
    expect(api.bodies('Public/LineSpecialtyScoreList')).toEqual([{ ProvinceId: 44, CollegeId: '10001', Year: 2025 }]);
    expect(screen.getByTestId('result-major-11').textContent).toContain('数学与应用数学');
    expect(screen.getByTestId('result-source-11-third-party').textContent).toBe('第三方汇编');
    expect(screen.getByTestId('result-rank-11').textContent).toBe('150换算位次');
  });

  it('changes province from its selector and says when the school has no lines there', async () => {
    open('/enroll-data-info?id=10001&province=44');
    await screen.findByTestId('school-lines-group-table');
    fireEvent.change(screen.getByTestId('enroll-info-province'), { target: { value: '11' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/enroll-data-info?id=10001&province=11'));
    expect((await screen.findByTestId('school-lines-group-empty')).textContent).toBe('暂无该校在北京的投档线数据');
    expect(screen.queryByTestId('enroll-info-trend')).toBeNull();
    expect(screen.getByTestId('enroll-info-plan').getAttribute('href')).toBe('/enroll-plan-info?id=10001&province=11');
  });

  it('starts on the major tab, with a trend of majors, where the school has major-level lines only', async () => {
    open('/enroll-data-info?id=10001&province=31');
    await screen.findByTestId('result-row-11');
    expect(screen.getByTestId('enroll-info-tab-major').className).toContain('active');
    expect(screen.getByTestId('enroll-info-trend-lone').textContent).toBe('只有一年数据、未画成走势线：北京大学（2025年 最低 688分 · 换算位次 150）');
    expect(screen.queryByTestId('enroll-info-trend-score-chart')).toBeNull();
    fireEvent.click(screen.getByTestId('enroll-info-tab-group'));
    expect((await screen.findByTestId('school-lines-group-empty')).textContent).toBe('暂无该校在上海的投档线数据');
  });

  it('uses the site province without one in the link, and asks for a college without an id', async () => {
    open('/enroll-data-info?id=10001');
    expect((await screen.findByTestId('school-lines-group-empty')).textContent).toBe('暂无该校在北京的投档线数据');
    expect(api.bodies('Public/LineSchooScoreList')[0]).toEqual({ ProvinceId: 11, CollegeId: '10001' });
    cleanup();
    open('/enroll-data-info');
    expect((await screen.findByTestId('enroll-info-no-id')).textContent).toBe('缺少院校编号，请从院校投档线列表选择院校');
  });
});
