import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt, page } from '@/test/render';
import MajorCatalogPage from './MajorCatalogPage';
import { fakeApi, MAJOR, ok, TREE, VOC_INFO, VOC_TREE } from '../test/fake-api';

const routes = [{ path: '*', element: page(<MajorCatalogPage />) }];

afterEach(() => vi.unstubAllGlobals());

const api = () =>
  fakeApi({
    'Data/GetMajorTreeList': (b) => ok(b.EducationLevel === undefined ? TREE : VOC_TREE),
    'Major/GetMajorCatalogInfo': (b) => ok({ ...VOC_INFO, EducationLevel: b.EducationLevel }),
    'Major/GetMajorHotList': () => ok([MAJOR]),
  });

describe('the vocational catalogue', () => {
  it('switches to 专科 and walks 专业大类 → 专业类 → 专业 of the vocational tree', async () => {
    const calls = api();
    renderAt('/specialty', routes);
    await screen.findByTestId('major-tree');
    fireEvent.click(screen.getByTestId('major-level-zk'));
    expect(screen.getByTestId('location').textContent).toBe('/specialty?level=zk');
    const box = await screen.findByTestId('major-vocational-zk');
    expect((await within(box).findByTestId('major-tree-summary')).textContent).toContain('2 个专业大类、2 个专业类、3 个专业');
    expect(within(box).getByText('专业大类（2）')).toBeTruthy();
    fireEvent.click(within(box).getByTestId('tree-category-52'));
    expect(within(box).getByTestId('tree-major-520201').getAttribute('href')).toBe('/specialty-detail?id=520201');
    expect(calls.some(([p, b]) => p === 'Data/GetMajorTreeList' && b.EducationLevel === 0)).toBe(true);
    expect(calls.some(([p, b]) => p === 'Major/GetMajorCatalogInfo' && b.EducationLevel === 0)).toBe(true);
  });

  it('says what the copy lacks and lists the missing majors on demand', async () => {
    api();
    renderAt('/specialty?level=zk', routes);
    const gaps = await screen.findByTestId('major-catalog-gaps');
    expect(gaps.textContent).toContain('811');
    expect(gaps.textContent).toContain('国家控制布点（K）');
    expect(screen.queryByTestId('major-missing-list')).toBeNull();
    fireEvent.click(screen.getByTestId('major-missing-toggle'));
    const list = screen.getByTestId('major-missing-list');
    expect(list.textContent).toContain('临床医学');
    expect(list.textContent).toContain('520101K');
    expect(list.textContent).toContain('智能体通信技术');
    expect(screen.getByTestId('major-source').textContent).toContain('第三方整理副本');
  });

  it('searches the vocational tree, labelling 专业大类 hits', async () => {
    api();
    renderAt('/specialty?level=zb&q=计算机', routes);
    const results = await screen.findByTestId('major-search-results');
    const hits = within(results).getAllByTestId('major-search-hit');
    expect(hits.map((h) => h.querySelector('.label')?.textContent)).toEqual(['专业类', '专业', '专业']);
    expect(within(results).getByText('计算机应用技术').getAttribute('href')).toBe('/specialty-detail?id=510201');
    expect(screen.getByTestId('major-level-zb').className).toContain('active');
  });
});
