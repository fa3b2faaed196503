import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import OccupationBrowsePage from './OccupationBrowsePage';
import ProfessionDetailPage from './ProfessionDetailPage';
import ProfessionSearchPage from './ProfessionSearchPage';

const routes = [
  { path: '/profession-detail', element: page(<ProfessionDetailPage />) },
  { path: '/profession-dadian', element: page(<OccupationBrowsePage />) },
  { path: '/profession-seachlist', element: page(<ProfessionSearchPage />) },
];

type Reply = { Code: number; Data?: unknown; Message?: string };
const calls: { path: string; body: Record<string, unknown> }[] = [];

function serve(table: Record<string, (body: Record<string, unknown>) => Reply>) {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace(/^\/api\//, '');
    const body = JSON.parse(String(init.body));
    calls.push({ path, body });
    const reply = table[path]?.(body) ?? { Code: 500, Message: 'unexpected' };
    return new Response(JSON.stringify({ Data: null, Message: '', ...reply }), { status: 200 });
  }));
}

afterEach(() => {
  vi.unstubAllGlobals();
  calls.length = 0;
});

const ok = (Data: unknown) => ({ Code: 0, Data });

const SOFTWARE = {
  ID: '2-02-10-03', ProfessionName: '计算机软件工程技术人员', ProfessionNameEn: '', ProfessionDesc: '', InterestCode: '',
  IndustryId: '', IndustryName: '', System: 'dadian', Code: '2-02-10-03', Digital: true, ClassName: '信息和通信工程技术人员',
};

const DETAIL = {
  ...SOFTWARE, Origin: 'draft2022', Release: '', ReleaseCode: '',
  Classes: [
    { Level: '大类', Code: '2', GBMCode: 'GBM20000', Name: '专业技术人员' },
    { Level: '中类', Code: '2-02', GBMCode: 'GBM20200', Name: '工程技术人员' },
    { Level: '小类', Code: '2-02-10', GBMCode: 'GBM20210', Name: '信息和通信工程技术人员' },
  ],
  GuideCodes: [{ Code: '2-02-10-09', Name: '计算机软件工程技术人员' }],
  GuideMajors: [
    { Level: '普通本科', Code: '080902', Name: '软件工程', Id: '080902' },
    { Level: '高职专科', Code: '510203', Name: '软件技术', Id: '510203' },
    { Level: '高职专科', Code: '520101K', Name: '临床医学', Id: '' },
  ],
  SecondaryMajorCount: 3,
  Source: '中华人民共和国职业分类大典（2022年版）征求意见稿。来源：人力资源和社会保障部',
  GuideSource: '职业信息与教育培训项目（专业）信息对应指引（2023年版）',
};

const TREE = [
  { Level: '大类', Code: '2', GBMCode: 'GBM20000', Name: '专业技术人员', Count: 490, SubList: [
    { Level: '中类', Code: '2-02', GBMCode: 'GBM20200', Name: '工程技术人员', Count: 150, SubList: [
      { Level: '小类', Code: '2-02-10', GBMCode: 'GBM20210', Name: '信息和通信工程技术人员', Count: 8, SubList: [] },
      { Level: '小类', Code: '2-02-30', GBMCode: '', Name: '', Count: 9, SubList: [] },
    ] },
  ] },
  { Level: '大类', Code: '7', GBMCode: 'GBM70000', Name: '军队人员', Count: 4, SubList: [
    { Level: '中类', Code: '7-04', GBMCode: '', Name: '', Count: 1, SubList: [] },
  ] },
];

describe('an occupation of 职业分类大典', () => {
  it('shows its code, classes, marks, the guide majors by level and says what is not available', async () => {
    serve({ 'Profession/ProfessionInfo': () => ok(DETAIL) });
    renderAt('/profession-detail?ID=2-02-10-03', routes);
    expect((await screen.findByTestId('profession-name')).textContent).toBe('计算机软件工程技术人员');
    expect(screen.getByTestId('profession-id').textContent).toBe('2-02-10-03');
    expect(screen.getByTestId('occupation-marks').textContent).toBe('数字职业');
    expect(within(screen.getByTestId('occupation-class-2-02-10')).getByText('信息和通信工程技术人员').getAttribute('href')).toBe(
      '/profession-dadian?class=2-02-10',
    );
    expect(screen.getByTestId('occupation-class-2').textContent).toContain('GBM20000');
    expect(screen.getByTestId('occupation-guide-codes').textContent).toContain('2-02-10-09');
    expect(screen.getByTestId('occupation-unavailable').textContent).toContain('没有职业定义、主要工作任务等描述文字');
    expect(screen.getByTestId('guide-major-080902').getAttribute('href')).toBe('/specialty-detail?id=080902');
    expect(within(screen.getByTestId('guide-majors-高职专科')).getAllByTestId('guide-major')).toHaveLength(2);
    expect(screen.getByTestId('guide-majors-高职专科').textContent).toContain('520101K）本站专业目录未收录');
    expect(screen.getByTestId('guide-majors-secondary').textContent).toContain('3 个中职专业');
    expect(screen.getByTestId('data-source').textContent).toContain('征求意见稿');
    expect(screen.getByTestId('guide-source').textContent).toContain('2023年版');
    expect(screen.queryByTestId('onet-attribution')).toBeNull();
    expect(screen.queryByTestId('profession-interests')).toBeNull();
  });

  it('a new occupation without a code says 待公布 and that it is not placed below its 大类', async () => {
    serve({
      'Profession/ProfessionInfo': () =>
        ok({ ...DETAIL, ID: 'NEW2025-01', Code: '', Digital: false, IsNew: true, Classes: [], GuideCodes: [], GuideMajors: [],
          SecondaryMajorCount: 0, Origin: 'new2025', Release: '2025 年 7 月发布（17 个新职业 + 42 个新工种）' }),
    });
    renderAt('/profession-detail?ID=NEW2025-01', routes);
    expect((await screen.findByTestId('profession-id')).textContent).toBe('待公布');
    expect(screen.getByTestId('occupation-marks').textContent).toContain('无');
    expect(screen.getByTestId('occupation-new-note')).toBeTruthy();
    expect(screen.getByTestId('occupation-release').textContent).toContain('2025 年 7 月发布');
    expect(screen.getByTestId('guide-majors-empty')).toBeTruthy();
  });
});

describe('the 职业分类大典 browser', () => {
  it('walks 大类 → 中类 → 小类 from the URL and lists the class, naming unnamed classes', async () => {
    serve({
      'Profession/OccupationClassTree': () => ok(TREE),
      'Profession/OccupationList': (b) => ok({ Total: 8, PageIndex: b.PageIndex, PageSize: b.PageSize, List: [SOFTWARE] }),
    });
    renderAt('/profession-dadian?class=2-02-10&filter=digital', routes);
    await screen.findByTestId('class-col-small');
    expect(screen.getByTestId('class-2-02-30').textContent).toBe('（名称未收录）');
    expect(screen.getByTestId('class-col-mid').textContent).toContain('中类（1）');
    expect((await screen.findByTestId('profession-card-2-02-10-03')).textContent).toContain('职业分类大典');
    expect(screen.getByTestId('profession-card-gbm').textContent).toBe('2-02-10-03');
    expect(screen.getByTestId('occupation-results-title').textContent).toBe('专业技术人员 › 工程技术人员 › 信息和通信工程技术人员 · 数字职业');
    expect(calls.find((c) => c.path === 'Profession/OccupationList')?.body).toEqual({ PageIndex: 1, PageSize: 10, ClassCode: '2-02-10', Mark: 'digital' });
    expect(screen.getByTestId('filter-new').getAttribute('href')).toBe('/profession-dadian?class=2-02-10&filter=new');
  });

  it('shows the server message for a bad class', async () => {
    serve({
      'Profession/OccupationClassTree': () => ok(TREE),
      'Profession/OccupationList': () => ({ Code: 400, Message: '职业分类无效' }),
    });
    renderAt('/profession-dadian?class=9', routes);
    expect((await screen.findByTestId('profession-error')).textContent).toContain('职业分类无效');
  });
});

describe('name search over both libraries', () => {
  it('shows an O*NET card and a 大典 card side by side', async () => {
    const onet = { ID: '15-1252.00', ProfessionName: '软件开发工程师', ProfessionNameEn: 'Software Developers', ProfessionDesc: '', InterestCode: 'ICR', IndustryId: '15', IndustryName: '计算机与数学', System: 'onet' };
    serve({ 'Profession/ProfessionSearchByName': () => ok({ Total: 2, PageIndex: 1, PageSize: 10, List: [onet, SOFTWARE] }) });
    renderAt('/profession-seachlist?Name=软件', routes);
    expect((await screen.findByTestId('profession-total')).textContent).toBe('共找到 2 个相关职业');
    expect(screen.getByTestId('profession-card-15-1252.00').textContent).toContain('软件开发工程师');
    expect(screen.getByTestId('profession-card-15-1252.00').textContent).not.toContain('Software Developers');
    expect(screen.getByTestId('profession-card-2-02-10-03').textContent).toContain('数字职业');
    expect(screen.getByTestId('dadian-source')).toBeTruthy();
  });
});
