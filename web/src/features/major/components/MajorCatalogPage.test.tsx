import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { renderAt, page } from '@/test/render';
import MajorCatalogPage from './MajorCatalogPage';
import { fakeApi, MAJOR, ok, TREE } from '../test/fake-api';

const routes = [{ path: '*', element: page(<MajorCatalogPage />) }];

afterEach(() => vi.unstubAllGlobals());

const api = () =>
  fakeApi({
    'Data/GetMajorTreeList': () => ok(TREE),
    'Major/GetMajorHotList': () => ok([{ ...MAJOR, GraduateScale: '100000人以上' }]),
  });

describe('the major catalogue', () => {
  it('walks 门类 → 专业类 → 专业 and keeps the choice in the URL', async () => {
    api();
    renderAt('/specialty', routes);
    await screen.findByTestId('major-tree');
    expect(screen.getByTestId('major-tree-summary').textContent).toContain('共 2 个学科门类、4 个专业');
    fireEvent.click(screen.getByTestId('tree-category-08'));
    expect(screen.getByTestId('location').textContent).toBe('/specialty?cat=08');
    fireEvent.click(screen.getByTestId('tree-class-0809'));
    expect(screen.getByTestId('location').textContent).toBe('/specialty?cat=08&cls=0809');
    expect(screen.getByTestId('tree-major-080901').getAttribute('href')).toBe('/specialty-detail?id=080901');
    expect(screen.getByTestId('tree-class-all').getAttribute('href')).toBe('/specialty-list?code=0809');
  });

  it('searches by name and by code', async () => {
    api();
    renderAt('/query/major?q=0809', routes);
    const results = await screen.findByTestId('major-search-results');
    expect(within(results).getAllByTestId('major-search-hit')).toHaveLength(3);
    expect(within(results).getByText('计算机科学与技术').getAttribute('href')).toBe('/query/majordetail?id=080901');
    fireEvent.change(screen.getByTestId('major-search-input'), { target: { value: ' 不存在 ' } });
    fireEvent.click(screen.getByTestId('major-search-button'));
    expect(await screen.findByTestId('major-search-empty')).toBeTruthy();
    expect(screen.getByTestId('location').textContent).toBe('/query/major?q=%E4%B8%8D%E5%AD%98%E5%9C%A8');
  });

  it('explains the hot list and shows the scale as the API gives it', async () => {
    api();
    renderAt('/specialty', routes);
    const item = await screen.findByTestId('major-hot-item');
    expect(item.textContent).toContain('100000人以上');
    expect(screen.getByTestId('major-hot-note').textContent).toContain('全国普通高校毕业生规模');
  });

  it('shows a Chinese error when the tree cannot load', async () => {
    fakeApi({ 'Data/GetMajorTreeList': () => ({ Code: 500, Data: null, Message: '服务器繁忙' }), 'Major/GetMajorHotList': () => ok([]) });
    renderAt('/specialty', routes);
    expect((await screen.findByTestId('major-tree-error')).textContent).toContain('加载失败：服务器繁忙');
  });
});
