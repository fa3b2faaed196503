import { StrictMode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Provider } from 'jotai';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { examProvinceAtom } from '@/lib/site-config';
import { mockApi, notFound, ok } from '../test/mock-api';
import { DETAIL, NOTICE, newsItem } from '../test/fixtures';
import ArticleListPage from './ArticleListPage';
import ArticleDetailPage from './ArticleDetailPage';

vi.setConfig({ testTimeout: 20_000 });

const last = <T,>(xs: T[]): T | undefined => xs[xs.length - 1];

const CATEGORIES = [{ Id: '填报指南', CategoryName: '填报指南', Count: 4 }, { Id: '常见误区', CategoryName: '常见误区', Count: 8 }];
const routes = [
  { path: '/newslist', element: page(<ArticleListPage kind="news" />) },
  { path: '/noticelist', element: page(<ArticleListPage kind="notice" />) },
  { path: '/newsdetail', element: page(<ArticleDetailPage kind="news" />) },
  { path: '/noticedetail', element: page(<ArticleDetailPage kind="notice" />) },
  { path: '/risenewslist', element: page(<ArticleListPage kind="rise" />) },
  { path: '/risenewsdetail', element: page(<ArticleDetailPage kind="rise" />) },
  { path: '/query-rank', element: page(<p>位次查询页</p>) },
];
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => appStore.set(examProvinceAtom, { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' }));
afterEach(() => {
  appStore.set(examProvinceAtom, null);
  vi.unstubAllGlobals();
});

describe('/newslist', () => {
  it('lists the province’s news with their facts: 阅读 from the real count, provinces only when named', async () => {
    const api = mockApi({
      'Web/GetNewsCategoryList': () => ok(CATEGORIES),
      'Web/GetNewsInfoList': () => ok({ List: [newsItem(1, { ViewCountBase: 999, ProvinceNames: ['广东'] }), newsItem(2)], Total: 23, PageIndex: 1, PageSize: 10 }),
    });
    renderAt('/newslist', routes);
    const items = await screen.findAllByTestId('article-item');
    expect(items).toHaveLength(2);
    const first = within(items[0]);
    expect(first.getByTestId('article-link').getAttribute('href')).toBe('/newsdetail?id=news-1');
    expect(first.getByTestId('article-category').textContent).toBe('填报指南');
    expect(first.getByTestId('article-summary').textContent).toBe('摘要1');
    expect(first.getByTestId('article-source').textContent).toBe('来源：志愿编辑部');
    expect(first.getByTestId('article-date').textContent).toBe('2026-11-24');
    expect(first.getByTestId('article-views').textContent).toBe('阅读 1');
    expect(first.getByTestId('article-provinces').textContent).toBe('地区：广东');
    expect(items[0].textContent).not.toContain('999');
    expect(within(items[1]).queryByTestId('article-provinces')).toBeNull();
    expect(screen.getByTestId('article-list-scope').textContent).toContain('广东');
    expect(api.bodies('Web/GetNewsInfoList')).toEqual([{ ExamProvinceId: 44, PageIndex: 1, PageSize: 10 }]);
    expect(screen.getByTestId('article-pager').textContent).toContain('共 23 条');
    // The category counts are the province's, like the list: they are shown beside each tab.
    expect(api.bodies('Web/GetNewsCategoryList')).toEqual([{ ExamProvinceId: 44 }]);
    expect(screen.getByTestId(`news-category-count-${CATEGORIES[0].CategoryName}`).textContent).toBe(String(CATEGORIES[0].Count));
  });

  it('filters by category and title and pages, all in the address', async () => {
    const api = mockApi({
      'Web/GetNewsCategoryList': () => ok(CATEGORIES),
      'Web/GetNewsInfoList': (b) => ok({ List: [newsItem(Number(b.PageIndex))], Total: 23, PageIndex: b.PageIndex, PageSize: 10 }),
    });
    renderAt('/newslist', routes);
    fireEvent.click(await screen.findByTestId('news-category-常见误区'));
    await waitFor(() => expect(location()).toBe('/newslist?category=%E5%B8%B8%E8%A7%81%E8%AF%AF%E5%8C%BA'));
    expect(screen.getByTestId('news-category-常见误区').getAttribute('aria-pressed')).toBe('true');
    const input = screen.getByTestId('news-filter-input');
    expect(input.getAttribute('maxlength')).toBe('20');
    fireEvent.change(input, { target: { value: ' 位次 ' } });
    fireEvent.click(screen.getByTestId('news-filter-button'));
    await waitFor(() => expect(last(api.bodies('Web/GetNewsInfoList'))).toEqual({ CategoryName: '常见误区', NewsTitle: '位次', ExamProvinceId: 44, PageIndex: 1, PageSize: 10 }));
    fireEvent.click(await screen.findByText('2'));
    await waitFor(() => expect(last(api.bodies('Web/GetNewsInfoList'))).toMatchObject({ PageIndex: 2, NewsTitle: '位次' }));
    expect(location()).toContain('page=2');
    fireEvent.click(screen.getByTestId('news-category-all'));
    await waitFor(() => expect(last(api.bodies('Web/GetNewsInfoList'))).toEqual({ NewsTitle: '位次', ExamProvinceId: 44, PageIndex: 1, PageSize: 10 }));
  });

  it('says plainly when a filter finds nothing, and shows the server’s refusal', async () => {
    mockApi({
      'Web/GetNewsCategoryList': () => ok([]),
      'Web/GetNewsInfoList': (b) => (b.NewsTitle === '坏' ? { Code: 400, Data: null, Message: '关键词不能超过 20 个字' } : ok({ List: [], Total: 0, PageIndex: 1, PageSize: 10 })),
    });
    renderAt('/newslist?keyword=无', routes);
    expect((await screen.findByTestId('article-list-empty')).textContent).toContain('没有符合条件的资讯');
    cleanup();
    renderAt('/newslist?keyword=坏', routes);
    expect((await screen.findByTestId('article-list-error')).textContent).toBe('关键词不能超过 20 个字');
  });
});

describe('/noticelist', () => {
  it('lists notices without the news filters; empty says 暂无公告', async () => {
    const api = mockApi({ 'Web/GetNoticeList': () => ok({ List: [NOTICE], Total: 1, PageIndex: 1, PageSize: 10 }) });
    renderAt('/noticelist', routes);
    const item = await screen.findByTestId('article-item');
    expect(within(item).getByTestId('article-link').getAttribute('href')).toBe('/noticedetail?id=notice-rank-44-2025');
    expect(item.textContent).toContain('2025年广东一分一段表已收录');
    expect(screen.queryByTestId('news-categories')).toBeNull();
    expect(screen.queryByTestId('news-filter')).toBeNull();
    expect(api.bodies('Web/GetNoticeList')).toEqual([{ ExamProvinceId: 44, PageIndex: 1, PageSize: 10 }]);

    cleanup();
    appStore.set(examProvinceAtom, null);
    const none = mockApi({ 'Web/GetNoticeList': () => ok({ List: [], Total: 0, PageIndex: 1, PageSize: 10 }) });
    renderAt('/noticelist', routes);
    expect((await screen.findByTestId('article-list-empty')).textContent).toContain('暂无公告');
    expect(none.bodies('Web/GetNoticeList')).toEqual([{ PageIndex: 1, PageSize: 10 }]);
  });
});

describe('/risenewslist', () => {
  it('lists 升学资讯 from Career/UpgradeNewsList, says so when there are none, and opens an article', async () => {
    const rise = { ...NOTICE, Id: 'rise-1', NewsTitle: '强基计划怎么报名', CategoryName: '升学路径' };
    const api = mockApi({
      'Career/UpgradeNewsList': () => ok({ List: [rise], Total: 1, PageIndex: 1, PageSize: 10 }),
      'Career/UpgradeNewsDetail': () => ok({ ...rise, Content: '<p>正文</p>', RevisedDate: rise.ReleaseDate, Prev: null, Next: null }),
      'Web/AddNewsInfoCount': () => ok({ Counted: true }),
    });
    renderAt('/risenewslist', routes);
    const item = await screen.findByTestId('article-item');
    expect(within(item).getByTestId('article-link').getAttribute('href')).toBe('/risenewsdetail?id=rise-1');
    expect(api.bodies('Career/UpgradeNewsList')).toEqual([{ ExamProvinceId: 44, PageIndex: 1, PageSize: 10 }]);
    cleanup();
    renderAt('/risenewsdetail?id=rise-1', routes);
    expect((await screen.findByTestId('article-title')).textContent).toBe('强基计划怎么报名');
    expect(api.bodies('Career/UpgradeNewsDetail')).toEqual([{ Id: 'rise-1' }]);

    cleanup();
    mockApi({ 'Career/UpgradeNewsList': () => ok({ List: [], Total: 0, PageIndex: 1, PageSize: 10 }) });
    renderAt('/risenewslist', routes);
    expect((await screen.findByTestId('article-list-empty')).textContent).toContain('暂无升学资讯');
  });
});

describe('/newsdetail', () => {
  it('shows the article, counts one read under StrictMode, and routes in-app links', async () => {
    const api = mockApi({
      'Web/GetNewsInfoDetail': () => ok(DETAIL),
      'Web/AddNewsInfoCount': () => ok({ Counted: true }),
    });
    const router = createMemoryRouter(routes, { initialEntries: ['/newsdetail?id=news-2'] });
    render(
      <StrictMode>
        <Provider store={appStore}>
          <RouterProvider router={router} />
        </Provider>
      </StrictMode>,
    );
    expect((await screen.findByTestId('article-title')).textContent).toBe('平行志愿是怎么投档的');
    const link = screen.getByTestId('article-source-link');
    expect(link.getAttribute('href')).toBe('https://eea.gd.gov.cn/a.html');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByTestId('article-date').textContent).toBe('发布于 2026-11-24');
    expect(screen.getByTestId('article-revised').textContent).toBe('更新于 2026-11-25');
    expect(screen.getByTestId('article-views').textContent).toBe('阅读 12');
    expect(screen.getByTestId('article-provinces').textContent).toBe('地区：广东、广西');
    const body = screen.getByTestId('article-body');
    expect(body.querySelector('h2')?.textContent).toBe('投档');
    expect(screen.getByTestId('article-prev').textContent).toBe('上一篇：上一篇的标题');
    expect(screen.getByTestId('article-prev').querySelector('a')?.getAttribute('href')).toBe('/newsdetail?id=news-1');
    expect(screen.getByTestId('article-next').textContent).toBe('下一篇：没有了');
    await waitFor(() => expect(api.bodies('Web/AddNewsInfoCount')).toEqual([{ Id: 'news-2' }]));
    await new Promise((r) => setTimeout(r, 50));
    expect(api.bodies('Web/AddNewsInfoCount')).toHaveLength(1);
    expect(document.title).toContain('平行志愿是怎么投档的');

    fireEvent.click(body.querySelector('a[href="#/query-rank"]')!);
    await waitFor(() => expect(router.state.location.pathname).toBe('/query-rank'));
  });

  it('an unknown or withdrawn article: 内容不存在或已下线, a way back, no read counted', async () => {
    const api = mockApi({ 'Web/GetNewsInfoDetail': () => notFound, 'Web/AddNewsInfoCount': () => ok({ Counted: true }) });
    renderAt('/newsdetail?id=gone', routes);
    const gone = await screen.findByTestId('content-gone');
    expect(gone.textContent).toContain('内容不存在或已下线');
    expect(screen.getByTestId('content-gone-back').getAttribute('href')).toBe('/newslist');
    expect(api.bodies('Web/AddNewsInfoCount')).toEqual([]);
  });

  it('a notice opens from /noticedetail and counts its read too', async () => {
    const api = mockApi({
      'Web/GetNoticeDetail': () => ok({ ...NOTICE, Content: '<p>可在一分一段查询中查位次。</p>', RevisedDate: NOTICE.ReleaseDate, Prev: null, Next: null }),
      'Web/AddNewsInfoCount': () => ok({ Counted: false }),
    });
    renderAt('/noticedetail?id=notice-rank-44-2025', routes);
    expect((await screen.findByTestId('article-title')).textContent).toBe('2025年广东一分一段表已收录');
    expect(screen.queryByTestId('article-revised')).toBeNull();
    expect(screen.getByTestId('article-source-link').textContent).toBe('广东省教育考试院');
    await waitFor(() => expect(api.bodies('Web/AddNewsInfoCount')).toEqual([{ Id: 'notice-rank-44-2025' }]));
  });
});
