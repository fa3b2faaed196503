import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { contrastListAtom } from '../lib/contrast';
import UniversityPage from './UniversityPage';
import ComparePage from './ComparePage';
import CollegeDetailPage from './CollegeDetailPage';
import CharterPage from './CharterPage';

const pku = {
  Id: '10001', CollegeCode: '10001', MOECode: '4111010001', CollegeName: '北京大学', StrengthTags: '985,211,双一流', FeatureTags: '教育部直属',
  ProvinceId: 11, ProvinceName: '北京', CityName: '北京市', NatureName: '公办', CategoryName: '综合', EducationLevel: 1, EducationLevelStr: '本科',
  Tel: '', CollegeLogoFileUrl: '', MajorCount: 2,
};
const params = {
  ProvinceList: [{ ID: 11, Name: '北京' }, { ID: 31, Name: '上海' }],
  CategoryList: [{ ID: 1, CategoryName: '综合' }],
  NatureList: [{ Value: '1', Name: '公办' }],
  EducationLevelList: [{ Value: '1', Name: '本科' }, { Value: '0', Name: '高职高专' }],
  TagList: [{ Value: '985', Name: '985' }],
};

type Call = { path: string; body: Record<string, unknown> };
let calls: Call[] = [];
let answer: (c: Call) => { Code: number; Data: unknown; Message?: string };
let gate: Promise<void> | null = null;

beforeEach(() => {
  appStore.set(contrastListAtom, []);
  gate = null;
  calls = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { body: string }) => {
    const c = { path: String(url).replace('/api/', ''), body: JSON.parse(init.body) };
    calls.push(c);
    if (gate && c.path === 'College/GetCollegeList') await gate;
    return new Response(JSON.stringify(answer(c)), { headers: { 'Content-Type': 'application/json' } });
  }));
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const listCalls = () => calls.filter((c) => c.path === 'College/GetCollegeList').map((c) => c.body);
const lastListCall = () => listCalls()[listCalls().length - 1];

describe('university list page', () => {
  it('applies a choice at once, keeps it in the URL and 不限 clears it', async () => {
    answer = (c) => (c.path === 'Data/GetCollegeQueryParameter' ? { Code: 0, Data: params } : { Code: 0, Data: { Total: 1, PageIndex: 1, PageSize: 10, List: [pku] } });
    renderAt('/university?size=20', [{ path: '/university', element: page(<UniversityPage />) }]);
    await screen.findByTestId('college-card-10001');
    expect(screen.getByTestId('college-total').textContent).toBe('共找到 1 所院校');
    expect(listCalls()[0]).toEqual({ PageIndex: 1, PageSize: 20 });

    fireEvent.click(await screen.findByTestId('filter-ProvinceId-11'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/university?province=11&size=20'));
    fireEvent.click(screen.getByTestId('filter-Tag-985'));
    await waitFor(() => expect(lastListCall()).toEqual({ PageIndex: 1, PageSize: 20, ProvinceId: 11, Tag: '985' }));
    expect(screen.getByTestId('filter-ProvinceId-11').getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByTestId('filter-ProvinceId-all'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/university?tag=985&size=20'));

    fireEvent.change(screen.getByTestId('college-filter-name'), { target: { value: '北大' } });
    expect(screen.getByTestId('location').textContent).toBe('/university?tag=985&size=20');
    fireEvent.click(screen.getByTestId('college-filter-confirm'));
    await waitFor(() => expect(lastListCall()).toMatchObject({ CollegeName: '北大', Tag: '985' }));
    expect(screen.getByTestId('score-query-button').hasAttribute('disabled')).toBe(true);
  });

  it('sends one list request per change: a choice, a confirm with the same filter, a page', async () => {
    answer = (c) => (c.path === 'Data/GetCollegeQueryParameter' ? { Code: 0, Data: params } : { Code: 0, Data: { Total: 100, PageIndex: 1, PageSize: 10, List: [pku] } });
    renderAt('/university', [{ path: '/university', element: page(<UniversityPage />) }]);
    await screen.findByTestId('college-card-10001');
    const settled = async (n: number) => {
      await waitFor(() => expect(screen.getByTestId('college-filter-confirm').textContent).toBe('确认筛选'));
      await new Promise((r) => setTimeout(r, 50)); // a second request would have gone by now
      expect(listCalls()).toHaveLength(n);
    };
    await settled(1);
    fireEvent.click(screen.getByTestId('filter-ProvinceId-11'));
    await waitFor(() => expect(lastListCall()).toEqual({ PageIndex: 1, PageSize: 10, ProvinceId: 11 }));
    await settled(2);
    fireEvent.click(screen.getByTestId('college-filter-confirm'));
    await settled(3);
    expect(lastListCall()).toEqual({ PageIndex: 1, PageSize: 10, ProvinceId: 11 });
    fireEvent.click([...screen.getByTestId('college-pager').querySelectorAll('.pagination .item')].find((e) => e.textContent === '2')!);
    await waitFor(() => expect(lastListCall()).toEqual({ PageIndex: 2, PageSize: 10, ProvinceId: 11 }));
    await settled(4);
  });

  it('adds a college to the compare list from its card', async () => {
    answer = (c) => (c.path === 'Data/GetCollegeQueryParameter' ? { Code: 0, Data: params } : { Code: 0, Data: { Total: 1, PageIndex: 1, PageSize: 10, List: [pku] } });
    renderAt('/university', [{ path: '/university', element: page(<UniversityPage />) }]);
    fireEvent.click(await screen.findByTestId('compare-toggle-10001'));
    expect(appStore.get(contrastListAtom)).toEqual([{ Id: '10001', CollegeName: '北京大学' }]);
    expect(screen.getByTestId('compare-bar').textContent).toContain('北京大学');
    expect(screen.getByTestId('compare-toggle-10001').textContent).toBe('已加入对比');
    fireEvent.click(screen.getByTestId('compare-toggle-10001'));
    expect(appStore.get(contrastListAtom)).toEqual([]);
  });
  it('shows 搜索中... on the confirm button while the list loads', async () => {
    answer = (c) => (c.path === 'Data/GetCollegeQueryParameter' ? { Code: 0, Data: params } : { Code: 0, Data: { Total: 1, PageIndex: 1, PageSize: 10, List: [pku] } });
    let open = () => {};
    gate = new Promise((r) => (open = r));
    renderAt('/university', [{ path: '/university', element: page(<UniversityPage />) }]);
    const button = screen.getByTestId('college-filter-confirm');
    expect(button.textContent).toBe('搜索中...');
    expect(button.hasAttribute('disabled')).toBe(true);
    open();
    await screen.findByTestId('college-card-10001');
    expect(screen.getByTestId('college-filter-confirm').textContent).toBe('确认筛选');
  });

  it('pages with 7 page buttons; a page change keeps the filter', async () => {
    answer = (c) => (c.path === 'Data/GetCollegeQueryParameter' ? { Code: 0, Data: params } : { Code: 0, Data: { Total: 1000, PageIndex: 1, PageSize: 10, List: [pku] } });
    renderAt('/university?tag=985&page=50', [{ path: '/university', element: page(<UniversityPage />) }]);
    const pager = await screen.findByTestId('college-pager');
    const numbers = () => [...pager.querySelectorAll('.pagination .item')].map((e) => e.textContent ?? '').filter((t) => /^\d+$/.test(t));
    expect(numbers()).toEqual(['47', '48', '49', '50', '51', '52', '53']);
    expect(lastListCall()).toEqual({ PageIndex: 50, PageSize: 10, Tag: '985' });
    fireEvent.click([...pager.querySelectorAll('.pagination .item')].find((e) => e.textContent === '51')!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/university?tag=985&page=51'));
  });
});

describe('compare page', () => {
  it('asks for at least two colleges', async () => {
    answer = () => ({ Code: 0, Data: null });
    appStore.set(contrastListAtom, [{ Id: '10001', CollegeName: '北京大学' }]);
    renderAt('/college-compareCollege', [{ path: '/college-compareCollege', element: page(<ComparePage />) }]);
    expect((await screen.findByTestId('compare-hint')).textContent).toContain('请至少选择 2 所院校进行对比');
    expect(calls.filter((c) => c.path === 'College/GetCollegeCompare')).toEqual([]);
  });

  it('shows both columns and the common majors; removing one drops back to the hint', async () => {
    const thu = { ...pku, Id: '10003', CollegeCode: '10003', CollegeName: '清华大学' };
    answer = () => ({ Code: 0, Data: { List: [thu, pku], CommonMajorCount: 1, CommonMajors: [{ Code: '080901', Name: '计算机科学与技术' }] } });
    appStore.set(contrastListAtom, [{ Id: '10001', CollegeName: '北京大学' }, { Id: '10003', CollegeName: '清华大学' }]);
    renderAt('/query/compare', [{ path: '/query/compare', element: page(<ComparePage />) }]);
    await screen.findByTestId('compare-table');
    expect(calls.find((c) => c.path === 'College/GetCollegeCompare')?.body).toEqual({ Ids: ['10001', '10003'] });
    const heads = screen.getAllByTestId('compare-col-name').map((a) => a.textContent);
    expect(heads).toEqual(['北京大学', '清华大学']);
    expect(screen.getByTestId('compare-col-10001').querySelector('a')?.getAttribute('href')).toBe('/query/collegedetail?id=10001');
    expect(screen.getByTestId('common-major-080901').getAttribute('href')).toBe('/specialty-detail?id=080901');
    fireEvent.click(screen.getByTestId('compare-remove-10003'));
    await screen.findByTestId('compare-hint');
  });
});

describe('college detail page', () => {
  it('shows a Chinese not-found state for an unknown id', async () => {
    answer = () => ({ Code: 404, Data: null, Message: '未找到该院校' });
    renderAt('/university-detail?id=99999', [{ path: '/university-detail', element: page(<CollegeDetailPage />) }]);
    expect((await screen.findByTestId('college-not-found')).textContent).toContain('未找到该院校');
  });

  it('shows the facts, the majors by 门类 and the source', async () => {
    const detail = {
      ...pku, Authority: '教育部', Level: '本科', Remark: '', Aliases: ['京师大学堂'], Abbreviations: ['北大'], HasLocation: true, Lat: 39.998877, Lng: 116.316833,
      CoordSystem: 'BD-09', Majors: [{ Code: '080901', Name: '计算机科学与技术', CategoryName: '工学', ClassName: '计算机类' }, { Code: '010101', Name: '哲学', CategoryName: '哲学', ClassName: '哲学类' }],
      Source: '教育部全国高等学校名单',
    };
    answer = () => ({ Code: 0, Data: detail });
    renderAt('/university-detail?id=10001', [{ path: '/university-detail', element: page(<CollegeDetailPage />) }]);
    expect((await screen.findByTestId('college-name')).textContent).toBe('北京大学');
    expect(screen.getByTestId('fact-moe-code-value').textContent).toBe('4111010001');
    expect(screen.getByTestId('fact-aliases-value').textContent).toBe('京师大学堂');
    expect(screen.getByTestId('fact-coordinates-value').textContent).toContain('BD-09');
    expect(screen.queryByTestId('fact-remark')).toBeNull();
    expect(screen.getByTestId('major-group-08').textContent).toContain('工学');
    expect(screen.getByTestId('major-link-080901').getAttribute('href')).toBe('/specialty-detail?id=080901');
    expect(screen.getByTestId('college-source').textContent).toBe('数据来源：教育部全国高等学校名单');
  });

  it('lists the college’s charters linking their pages, and says where charters are published when it has none', async () => {
    const charter = { Id: 'charter-1', NewsTitle: '北京大学2026年本科招生章程', Year: 2026, ReleaseDate: '2026-05-20', SourceUrl: 'https://example.edu.cn/zc', CollegeCode: '10001' };
    answer = (c) => {
      if (c.path === 'College/GetCollegeConstitutionList') return { Code: 0, Data: { List: [charter], Total: 1, PageIndex: 1, PageSize: 20 } };
      if (c.path.startsWith('College/GetCollegeNewsList')) return { Code: 0, Data: { List: [], Total: 0, PageIndex: 1, PageSize: 10 } };
      return { Code: 0, Data: { ...pku, Majors: [], Source: '教育部全国高等学校名单' } };
    };
    renderAt('/university-detail?id=10001', [{ path: '/university-detail', element: page(<CollegeDetailPage />) }]);
    const item = await screen.findByTestId('college-charter');
    expect(item.querySelector('a')?.getAttribute('href')).toBe('/constitution-details?id=charter-1');
    expect(item.textContent).toContain('2026年');
    expect(calls.find((c) => c.path === 'College/GetCollegeConstitutionList')?.body).toMatchObject({ CollegeId: '10001' });
    expect(calls.some((c) => c.path === 'College/GetCollegeNewsList?pageIndex=1&pageSize=10')).toBe(true);
  });

  it('with no charter says it is not collected and points to the official platform', async () => {
    answer = (c) =>
      c.path === 'College/GetCollegeInfo' ? { Code: 0, Data: { ...pku, Majors: [], Source: '' } } : { Code: 0, Data: { List: [], Total: 0, PageIndex: 1, PageSize: 10 } };
    renderAt('/university-detail?id=10001', [{ path: '/university-detail', element: page(<CollegeDetailPage />) }]);
    const empty = await screen.findByTestId('college-charters-empty');
    expect(empty.textContent).toContain('暂未收录');
    expect(empty.querySelector('a')?.getAttribute('href')).toBe('https://gaokao.chsi.com.cn/');
  });
});

describe('charter page', () => {
  it('shows the official link first, then the editors’ summary; an unknown id says it is gone', async () => {
    answer = () => ({ Code: 0, Data: { Id: 'charter-1', NewsTitle: '北京大学2026年本科招生章程', Year: 2026, Source: '北京大学', SourceUrl: 'https://example.edu.cn/zc', CollegeCode: '10001', Content: '<p>要点</p>', ReleaseDate: '2026-05-20' } });
    renderAt('/constitution-details?id=charter-1', [{ path: '/constitution-details', element: page(<CharterPage />) }]);
    expect((await screen.findByTestId('charter-title')).textContent).toBe('北京大学2026年本科招生章程');
    expect(screen.getByTestId('charter-official').getAttribute('href')).toBe('https://example.edu.cn/zc');
    expect(screen.getByTestId('charter-body').innerHTML).toBe('<p>要点</p>');
  });
  it('an unknown charter', async () => {
    answer = () => ({ Code: 404, Data: null, Message: '内容不存在或已下线' });
    renderAt('/constitution-details?id=nope', [{ path: '/constitution-details', element: page(<CharterPage />) }]);
    expect((await screen.findByTestId('charter-not-found')).textContent).toContain('未找到这份招生章程');
  });
});
