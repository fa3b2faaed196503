import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { mockApi, notFound, ok } from '../test/mock-api';
import ContentPage from './ContentPage';

const routes = [
  { path: '/content', element: page(<ContentPage />) },
  { path: '/query-rank', element: page(<p>位次查询页</p>) },
];

afterEach(() => vi.unstubAllGlobals());

describe('/content', () => {
  it('shows the page the editors published, with in-app links routed', async () => {
    const api = mockApi({
      'Web/GetContentDetail': (b) => (b.Code === 'data-sources'
        ? ok({ Code: 'data-sources', Title: '数据来源说明', Content: '<h2>一分一段表</h2><ul><li><a href="https://eea.gd.gov.cn/" target="_blank" rel="noreferrer noopener">广东省教育考试院</a></li></ul><p>查询见<a href="#/query-rank">一分一段查询</a>。</p>', RevisedDate: '2026-11-24' })
        : notFound),
    });
    renderAt('/content?code=data-sources', routes);
    expect((await screen.findByTestId('content-title')).textContent).toBe('数据来源说明');
    expect(screen.getByTestId('content-revised').textContent).toBe('更新于 2026-11-24');
    const body = screen.getByTestId('content-body');
    expect(body.querySelector('a[target="_blank"]')?.getAttribute('href')).toBe('https://eea.gd.gov.cn/');
    expect(api.bodies('Web/GetContentDetail')).toEqual([{ Code: 'data-sources' }]);
    fireEvent.click(body.querySelector('a[href="#/query-rank"]')!);
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/query-rank'));
  });

  it('an unknown code or none: 内容不存在或已下线', async () => {
    const api = mockApi({ 'Web/GetContentDetail': () => notFound });
    renderAt('/content?code=nope', routes);
    expect((await screen.findByTestId('content-gone')).textContent).toContain('内容不存在或已下线');
    renderAt('/content', routes);
    expect(screen.getAllByTestId('content-gone')).toHaveLength(2);
    expect(api.bodies('Web/GetContentDetail')).toEqual([{ Code: 'nope' }]);
  });
});
