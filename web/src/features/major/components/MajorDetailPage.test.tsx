import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, page } from '@/test/render';
import MajorDetailPage from './MajorDetailPage';
import { fakeApi, MAJOR, ok } from '../test/fake-api';

const routes = [{ path: '*', element: page(<MajorDetailPage />) }];

afterEach(() => vi.unstubAllGlobals());

const DETAIL = {
  ...MAJOR,
  BaseCode: '080901',
  Note: '可授工学或理学学士学位',
  Description: '计算机类的基础专业。',
  Employment: ['软件工程师', '公务员(省级机关)', '软件工程师'],
  Postgrad: [{ Name: '软件工程', Code: '083500' }],
  GraduateScale: '100000人以上',
  MalePct: null,
  FemalePct: null,
  InterestCode: 'ICR',
  Professions: [{ ID: '15-1252.00', ProfessionName: '软件开发工程师', ProfessionNameEn: 'Software Developers' }],
  Source: '教育部《普通高等学校本科专业目录》；阳光高考',
  Attribution: 'This product includes information from the O*NET Database.',
};

const COLLEGE = { Id: '10001', CollegeName: '北京大学', StrengthTags: '985,211', ProvinceName: '北京', CityName: '北京市', NatureName: '公办', CategoryName: '综合', EducationLevelStr: '本科' };

const api = () =>
  fakeApi({
    'Major/GetMajorDetail': (b) => (b.Code === '080901' ? ok(DETAIL) : { Code: 404, Data: null, Message: '未找到该专业' }),
    'Major/GetMajorCollegeList': (b) => ok({ Total: 997, PageIndex: b.PageIndex, PageSize: b.PageSize, List: [COLLEGE] }),
    'Options/GetProvinceOptions': () => ok([{ ID: 11, Name: '北京' }, { ID: 33, Name: '浙江' }]),
  });

describe('the major detail', () => {
  it('shows every fact the API gives and 暂无数据 for the unknown gender ratio', async () => {
    api();
    renderAt('/specialty-detail?id=080901', routes);
    expect((await screen.findByTestId('major-name')).textContent).toContain('计算机科学与技术');
    expect(screen.getByTestId('major-fact-degree').textContent).toContain('工学或理学学士学位');
    expect(screen.getByTestId('major-fact-years').textContent).toContain('一般为4年');
    expect(screen.getByTestId('major-fact-schools').textContent).toContain('997 所');
    expect(screen.getByTestId('major-fact-scale').textContent).toContain('100000人以上');
    expect(screen.getByTestId('major-fact-gender').textContent).toContain('暂无数据');
    expect(screen.getByTestId('major-fact-interest').textContent).toContain('I 研究型');
    expect(screen.getAllByTestId('major-employment-item').map((e) => e.textContent)).toEqual(['软件工程师', '公务员(省级机关)']);
    expect(screen.getByTestId('major-postgrad-item').textContent).toContain('083500');
    expect(within(screen.getByTestId('major-profession')).getByText('软件开发工程师').getAttribute('href')).toBe('/profession-detail?ID=15-1252.00');
    expect(screen.getByTestId('major-onet-attribution').textContent).toContain('O*NET');
    expect(screen.getByTestId('major-source').textContent).toContain('数据来源：教育部');
  });

  it('lists the offering schools and filters them by province through the URL', async () => {
    const calls = api();
    renderAt('/query/majordetail?id=080901', routes);
    const link = await screen.findByTestId('major-college-link');
    expect(link.getAttribute('href')).toBe('/query/collegedetail?id=10001');
    expect(screen.getByTestId('major-colleges').textContent).toContain('全国名单中 997 所');
    await waitFor(() => expect(within(screen.getByTestId('major-colleges-province')).queryByText('浙江')).toBeTruthy());
    expect((screen.getByTestId('major-colleges-province') as HTMLSelectElement).value).toBe('0'); // 不限省份
    fireEvent.change(screen.getByTestId('major-colleges-province'), { target: { value: '33' } });
    expect(screen.getByTestId('location').textContent).toBe('/query/majordetail?id=080901&province=33');
    await waitFor(() => expect(calls.some(([p, b]) => p === 'Major/GetMajorCollegeList' && b.ProvinceId === 33)).toBe(true));
  });

  it('says clearly when the code is unknown', async () => {
    api();
    renderAt('/specialty-detail?id=999999', routes);
    expect((await screen.findByTestId('major-not-found')).textContent).toContain('未找到专业代码为 999999 的专业');
  });

  it('says so when no code is given, without asking the API', async () => {
    const calls = api();
    renderAt('/specialty-detail', routes);
    expect((await screen.findByTestId('major-not-found')).textContent).toContain('未指定要查看的专业');
    expect(calls).toEqual([]);
  });
});
