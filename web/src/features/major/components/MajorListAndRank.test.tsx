import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderAt, page } from '@/test/render';
import MajorListPage from './MajorListPage';
import MajorRankPage from './MajorRankPage';
import { fakeApi, MAJOR, ok, TREE } from '../test/fake-api';

afterEach(() => vi.unstubAllGlobals());

const TK = { ...MAJOR, Id: '080910T', Code: '080910T', Name: '数据科学与大数据技术', IsSpecial: true, IsControlled: true, Degree: '工学', SchoolCount: 700 };

describe('the major list of a 门类 or 专业类', () => {
  const routes = [{ path: '*', element: page(<MajorListPage />) }];
  it('shows the class, its majors with T / K marks explained, and pages', async () => {
    const calls = fakeApi({
      'Major/GetMajorCategoryDetail': () => ok({ Code: '0809', Name: '计算机类', Level: '专业类', CategoryCode: '08', CategoryName: '工学', Classes: [], Majors: [MAJOR, TK] }),
      'Specialty/SpecialtyList': (b) => ok({ Total: 25, PageIndex: b.PageIndex, PageSize: b.PageSize, List: [MAJOR, TK] }),
    });
    renderAt('/specialty-list?code=0809', routes);
    const rows = await screen.findAllByTestId('major-row');
    expect(rows).toHaveLength(2);
    expect(within(rows[1]).getByTestId('major-mark-T').textContent).toBe('特设专业');
    expect(within(rows[1]).getByTestId('major-mark-K').textContent).toBe('国家控制布点专业');
    expect(rows[1].textContent).toContain('700 所');
    expect(screen.getByTestId('major-mark-legend').textContent).toContain('国家控制布点专业');
    expect(screen.getByTestId('major-category-parent').getAttribute('href')).toBe('/specialty-list?code=08');
    expect(calls.find(([p]) => p === 'Specialty/SpecialtyList')?.[1]).toEqual({ ClassCode: '0809', PageIndex: 1, PageSize: 10 });
    fireEvent.click(within(screen.getByTestId('pager')).getByText('3'));
    expect(screen.getByTestId('location').textContent).toBe('/specialty-list?code=0809&page=3');
  });

  it('says so for an unknown code', async () => {
    fakeApi({ 'Major/GetMajorCategoryDetail': () => ({ Code: 404, Data: null, Message: '未找到该专业' }) });
    renderAt('/query/majorlist?code=99', routes);
    expect((await screen.findByTestId('major-not-found')).textContent).toContain('未找到代码为 99 的学科门类或专业类');
  });
});

describe('the major ranking', () => {
  const routes = [{ path: '*', element: page(<MajorRankPage />) }];
  it('shows the description, shared ranks and the source, and filters by 门类', async () => {
    const calls = fakeApi({
      'Data/GetMajorCategoryTreeList': () => ok(TREE),
      'Major/GetMajorRankList': (b) =>
        ok({
          Total: 2,
          PageIndex: 1,
          PageSize: 10,
          Description: '按开设该专业的院校数量排列',
          Source: '阳光高考',
          List: [
            { ...MAJOR, Rank: 1, Value: 997, ValueText: '997 所院校开设' },
            { ...TK, Rank: 1, Value: 997, ValueText: '997 所院校开设', CategoryCode: b.CategoryCode ?? '08' },
          ],
        }),
    });
    renderAt('/specialty-rank', routes);
    expect((await screen.findByTestId('major-rank-description')).textContent).toContain('按开设该专业的院校数量排列');
    expect(screen.getAllByTestId('major-rank-no').map((e) => e.textContent)).toEqual(['1', '1']);
    expect(screen.getAllByTestId('major-rank-value')[0].textContent).toBe('997 所院校开设');
    expect(screen.getByTestId('major-source').textContent).toBe('数据来源：阳光高考');
    await waitFor(() => expect(within(screen.getByTestId('major-rank-category')).queryByText('工学（08）')).toBeTruthy());
    const select = screen.getByTestId('major-rank-category') as HTMLSelectElement;
    expect(select.selectedOptions[0].textContent).toBe('全部门类');
    fireEvent.change(select, { target: { value: '08' } });
    expect(screen.getByTestId('location').textContent).toBe('/specialty-rank?cat=08');
    await waitFor(() => expect(calls.some(([p, b]) => p === 'Major/GetMajorRankList' && b.CategoryCode === '08')).toBe(true));
  });
});
