import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderAt, page } from '@/test/render';
import MajorDetailPage from './MajorDetailPage';
import { fakeApi, MAJOR, ok, VOC_INFO } from '../test/fake-api';

const routes = [{ path: '*', element: page(<MajorDetailPage />) }];

afterEach(() => vi.unstubAllGlobals());

const VOC = {
  Id: '410123', Code: '410123', Name: '热带作物生产与加工技术', CategoryCode: '41', CategoryName: '农林牧渔大类',
  ClassCode: '4101', ClassName: '农业类', Degree: '', Years: '', IsSpecial: false, IsControlled: false, SchoolCount: 0,
  Level: '高职专科', Flag: '2025年12月新增', BaseCode: '410123', Note: '', Description: '', Employment: [], Postgrad: [],
  GraduateScale: '', MalePct: null, FemalePct: null, InterestCode: '', Professions: [], Attribution: '',
  Source: '职业教育专业目录（2021年）。来源：中华人民共和国教育部；第三方整理副本',
  Occupations: [
    { ID: '5-01-01-01', Code: '5-01-01-01', Name: '种子繁育员', Green: false, Digital: false },
    { ID: '2-05-07-15', Code: '2-05-07-16', Name: '中医技师', LibraryCode: '2-05-07-15', LibraryName: '中医技师', Green: false, Digital: false },
    { ID: '', Code: '2-05-07-13', Name: '康复技师', Green: false, Digital: false },
    { ID: '4-04-04-02', Code: '4-04-04-02', Name: '网络与信息安全管理员', Green: false, Digital: true },
  ],
  OccupationSource: '职业信息与教育培训项目（专业）信息对应指引（2023年版）。来源：人力资源和社会保障部',
};

const UNDERGRAD = {
  ...MAJOR, BaseCode: '080901', Note: '', Description: '', Employment: [], Postgrad: [], GraduateScale: '',
  MalePct: null, FemalePct: null, InterestCode: '', Level: '普通本科', Source: '教育部', Attribution: 'O*NET attribution',
  Professions: [{ ID: '15-1252.00', ProfessionName: '软件开发工程师', ProfessionNameEn: 'Software Developers' }],
  Occupations: [], OccupationSource: '职业信息与教育培训项目（专业）信息对应指引（2023年版）',
};

const api = () =>
  fakeApi({
    'Major/GetMajorDetail': (b) => ok(b.Code === '410123' ? VOC : UNDERGRAD),
    'Major/GetMajorCatalogInfo': () => ok(VOC_INFO),
    'Major/GetMajorCollegeList': (b) => ok({ Total: 0, PageIndex: b.PageIndex, PageSize: b.PageSize, List: [] }),
    'Options/GetProvinceOptions': () => ok([]),
  });

describe('a vocational major', () => {
  it('shows code, name, class, level, the flag, the guide occupations, the gaps and the source', async () => {
    const calls = api();
    renderAt('/specialty-detail?id=410123', routes);
    expect((await screen.findByTestId('major-name')).textContent).toContain('热带作物生产与加工技术');
    expect(screen.getByTestId('major-level-mark').textContent).toBe('专科（高职）');
    expect(screen.getByTestId('major-flag').textContent).toBe('2025年12月新增');
    expect(screen.getByTestId('major-code').textContent).toBe('专业代码 410123');
    expect(screen.getByTestId('major-fact-category').textContent).toContain('农林牧渔大类（41）');
    expect(within(screen.getByTestId('major-fact-class')).getByText('农业类（4101）').getAttribute('href')).toBe('/specialty-list?code=4101');
    expect(screen.getByTestId('major-fact-years').textContent).toContain('暂无数据（本站所收目录副本未提供）');
    const occ = screen.getAllByTestId('major-occupation');
    expect(occ).toHaveLength(4);
    expect(screen.getByTestId('major-occupation-5-01-01-01').getAttribute('href')).toBe('/profession-detail?ID=5-01-01-01');
    expect(occ[1].textContent).toContain('本站所收大典（2022年征求意见稿）中为 2-05-07-15 中医技师');
    expect(occ[2].textContent).toContain('没有这一职业');
    expect(within(occ[2]).queryByRole('link')).toBeNull();
    expect(within(occ[3]).getByTestId('mark-digital').textContent).toBe('数字职业');
    expect((await screen.findByTestId('major-catalog-gaps')).textContent).toContain('811');
    expect(screen.getByTestId('major-source').textContent).toContain('第三方整理副本');
    expect(screen.queryByTestId('major-colleges')).toBeNull();
    expect(screen.getByTestId('major-crumbs').textContent).toContain('专业库 · 专科（高职）');
    expect(calls.some(([p, b]) => p === 'Major/GetMajorCatalogInfo' && b.EducationLevel === 0)).toBe(true);
  });

  it('on an undergraduate page, says the guide is silent and the O*NET links are editorial', async () => {
    api();
    renderAt('/specialty-detail?id=080901', routes);
    expect((await screen.findByTestId('major-occupations-empty')).textContent).toContain('编辑整理，并非官方对应关系');
    expect(screen.getByTestId('major-professions-editorial').textContent).toContain('并非官方对照');
    expect(screen.getByTestId('major-profession').textContent).toContain('软件开发工程师');
  });
});
