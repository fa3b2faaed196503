import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, screen, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { examProvinceAtom } from '@/lib/site-config';
import { mockApi, ok } from './test/mock-api';
import { row } from './components/enroll/test-fixtures';
import type { TrendSeries } from './components/charts';
import CollegeDetailPage from '@/features/college/components/CollegeDetailPage';

// Chart.js needs a canvas, which jsdom lacks: the mock shows the series it was given.
vi.mock('./components/charts', () => ({
  TrendChart: ({ series, testId }: { series: TrendSeries[]; testId: string }) => (
    <div data-testid={testId}>{series.map((s) => `${s.name}:${s.points.map((p) => `${p.x}=${p.y}`).join(',')}`).join(';')}</div>
  ),
}));

const PKU = {
  Id: '10001', CollegeCode: '10001', MOECode: '4111010001', CollegeName: '北京大学', StrengthTags: '985,211,双一流', FeatureTags: '教育部直属',
  ProvinceId: 11, ProvinceName: '北京', CityName: '北京市', NatureName: '公办', CategoryName: '综合', EducationLevel: 1, EducationLevelStr: '本科',
  Tel: '', CollegeLogoFileUrl: '', MajorCount: 0, Authority: '教育部', Level: '本科', Remark: '', Aliases: null, Abbreviations: null, HasLocation: false,
  Lat: 0, Lng: 0, CoordSystem: '', Majors: [], Source: '教育部全国高等学校名单',
};
const LINES = [
  row({ Id: 1, Year: 2025, GroupCode: '201', MinScore: 688 }),
  row({ Id: 2, Year: 2025, GroupCode: '202', MinScore: null, MinRank: null, ConvertedRank: null }),
  row({ Id: 3, Year: 2024, GroupCode: '201', MinScore: 684, MinRank: null, ConvertedRank: 120 }),
];

// Pages chain three or four answers before they settle; a busy machine needs more than 1 s.
configure({ asyncUtilTimeout: 5000 });

const MAJORS = [
  row({ Id: 21, ProvinceId: 33, Track: '综合', Batch: '普通类第一段', Level: 'major', GroupCode: '', MajorCode: '005', MajorName: '理科试验班类(元培)', MinScore: 712, MinRank: 5 }),
  row({ Id: 22, ProvinceId: 33, Track: '综合', Batch: '普通类第一段', Level: 'major', GroupCode: '', MajorCode: '001', MajorName: '工商管理类', MinScore: 707, MinRank: 24 }),
];

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  api = mockApi({
    'College/GetCollegeInfo': () => ok(PKU),
    'Public/LineSchooScoreList': (b) => ({
      ...ok({ CollegeCode: '10001', CollegeName: '北京大学', Years: b.ProvinceId === 44 ? [2025, 2024] : [], List: b.ProvinceId === 44 ? LINES : [] }),
      Message: b.ProvinceId === 44 ? '' : `暂无该校在${b.ProvinceId === 11 ? '北京' : '该省'}的投档线数据（服务器）`,
    }),
    'Public/LineSpecialtyScoreList': (b) => ok({ CollegeCode: '10001', CollegeName: '北京大学', Years: [], List: b.ProvinceId === 33 ? MAJORS : [] }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  appStore.set(examProvinceAtom, null);
});

const open = () => renderAt('/university-detail?id=10001', [{ path: '/university-detail', element: page(<CollegeDetailPage />) }]);

describe('college detail: 历年录取分数', () => {
  it("shows the newest year's lines in the selected province, a trend and a link to the history", async () => {
    appStore.set(examProvinceAtom, { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' });
    open();
    const table = await screen.findByTestId('college-lines-table');
    expect(api.bodies('Public/LineSchooScoreList')).toEqual([{ ProvinceId: 44, CollegeId: '10001' }]);
    expect(screen.getByTestId('college-admission-lines').querySelector('h3')?.textContent).toBe('历年录取分数（广东）');
    expect(within(table).getAllByTestId(/^result-row-/).map((r) => r.dataset.year)).toEqual(['2025', '2025']);
    expect(screen.getByTestId('result-score-2').textContent).toBe('未公布');
    expect(screen.getByTestId('result-rank-1').dataset.kind).toBe('official');
    expect((await screen.findByTestId('college-lines-trend-score-chart')).textContent).toBe('北京大学:2024=684,2025=688');
    // The ranks are one official year and one converted year, kept apart: two lone points, listed.
    expect(screen.queryByTestId('college-lines-trend-rank-chart')).toBeNull();
    expect(screen.getByTestId('college-lines-trend-lone').textContent).toBe('只有一年数据、未画成走势线：北京大学（2024年 换算位次 120）；北京大学（2025年 位次 95）');
    expect(screen.getByTestId('college-lines-more').getAttribute('href')).toBe('/enroll-data-info?id=10001&province=44');
  });

  it('says so when the school has no lines in the selected province', async () => {
    appStore.set(examProvinceAtom, { ProvinceId: 11, ProvinceName: '北京', PinYinOne: 'B' });
    open();
    expect((await screen.findByTestId('college-lines-empty')).textContent).toBe('暂无该校在北京的投档线数据（服务器）');
    expect(screen.queryByTestId('college-lines-trend')).toBeNull();
    expect(screen.getByTestId('college-lines-more').textContent).toBe('查看其他省份的投档线');
  });

  it('shows the major-level lines where the province publishes no school/group line (浙江)', async () => {
    appStore.set(examProvinceAtom, { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' });
    open();
    await screen.findByTestId('college-lines-table');
    expect(api.bodies('Public/LineSpecialtyScoreList')).toEqual([{ ProvinceId: 33, CollegeId: '10001' }]);
    expect(screen.getByTestId('college-lines-year').textContent).toContain('专业录取分数');
    expect(screen.getByTestId('result-major-21').textContent).toContain('理科试验班类(元培)');
    expect(screen.queryByTestId('result-group-21')).toBeNull();
    expect((await screen.findByTestId('college-lines-trend-lone')).textContent).toBe('只有一年数据、未画成走势线：北京大学（2025年 最低 707分 · 位次 24）');
    expect(screen.queryByTestId('college-lines-empty')).toBeNull();
  });

  it('asks for a province when none is selected, without a call', async () => {
    open();
    expect((await screen.findByTestId('college-lines-no-province')).textContent).toContain('请先在页头选择所在省份');
    expect(api.bodies('Public/LineSchooScoreList')).toEqual([]);
  });
});
