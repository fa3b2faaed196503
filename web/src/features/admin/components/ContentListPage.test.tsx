import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { ADMIN, EDITOR, item } from '../test/fixtures';
import { mockApi, ok, refused, signIn, type Answer } from '../test/mock-api';
import type { Me } from '../types';
import AdminLayout from './AdminLayout';
import ContentListPage from './ContentListPage';

vi.setConfig({ testTimeout: 20_000 });

let me: Answer;
let api: ReturnType<typeof mockApi>;
const ITEMS = [
  item({ Id: 'news-1', Title: '平行志愿怎么投档', State: 'draft', Live: true, UpdatedBy: 'u-editor', UpdatedAt: '2026-11-24T02:30:00Z' }),
  item({ Id: 'news-2', Title: '强基计划', State: 'scheduled', ScheduledAt: '2026-12-01T01:00:00Z', UpdatedBy: 'f0e1d2c3-b4a5', Category: '政策解读' }),
  item({ Id: 'news-3', Title: '征集志愿', State: 'review', Live: false }),
];

beforeEach(() => {
  me = ok(EDITOR);
  signIn('u-editor');
  api = mockApi({
    'Admin/Me': () => me,
    'Admin/ContentList': (b) => ok({ List: b.PageIndex === 2 ? [item({ Id: 'news-31', Title: '第二页' })] : ITEMS, Total: 31, PageIndex: b.PageIndex, PageSize: b.PageSize }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (path = '/admin/news') =>
  renderAt(path, [{ path: '/admin', element: page(<AdminLayout />), children: [{ path: ':kind', element: <ContentListPage /> }] }]);

describe('the console’s lists', () => {
  it('lists a kind: title, category, state (with 线上有已发布版本), last change and who made it', async () => {
    open();
    const rows = await screen.findAllByTestId('admin-list-row');
    expect(rows.map((r) => r.dataset.id)).toEqual(['news-1', 'news-2', 'news-3']);
    expect(within(rows[0]).getByTestId('admin-state').textContent).toBe('草稿线上有已发布版本');
    expect(rows[0].textContent).toContain('2026-11-24 10:30');
    expect(rows[0].textContent).toContain('我');
    expect(within(rows[1]).getByTestId('admin-state').textContent).toBe('已排期');
    expect(rows[1].textContent).toContain('2026-12-01 09:00 发布');
    expect(rows[1].textContent).toContain('用户 f0e1d2c3');
    expect(rows[1].textContent).toContain('政策解读');
    expect(within(rows[2]).getByTestId('admin-state').textContent).toBe('待审核');
    expect(within(rows[2]).getByTestId('admin-list-edit').getAttribute('href')).toBe('/admin/news/news-3');
    expect(screen.getByTestId('admin-new').getAttribute('href')).toBe('/admin/news/new');
    expect(api.bodies('Admin/ContentList')[0]).toEqual({ Kind: 'news', PageIndex: 1, PageSize: 10 });
    await waitFor(() => expect(document.title).toBe('运营后台 - 高考志愿填报'));
  });

  it('filters by state and keyword, and pages', async () => {
    open();
    await screen.findAllByTestId('admin-list-row');
    fireEvent.change(screen.getByTestId('admin-filter-state'), { target: { value: 'review' } });
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/news?state=review'));
    fireEvent.change(screen.getByTestId('admin-filter-keyword'), { target: { value: ' 投档 ' } });
    fireEvent.click(screen.getByTestId('admin-filter-submit'));
    await waitFor(() => expect(api.bodies('Admin/ContentList').slice(-1)[0]).toEqual({ Kind: 'news', State: 'review', Keyword: '投档', PageIndex: 1, PageSize: 10 }));
    fireEvent.click(within(screen.getByTestId('admin-pager')).getByText('2'));
    await screen.findByText('第二页');
    expect(api.bodies('Admin/ContentList').slice(-1)[0]).toEqual({ Kind: 'news', State: 'review', Keyword: '投档', PageIndex: 2, PageSize: 10 });
    expect(screen.getByTestId('location').textContent).toBe('/admin/news?state=review&keyword=%E6%8A%95%E6%A1%A3&page=2');
  });

  it('shows the kinds in the side menu, 课程 to editors, and 专家入驻 and 站点设置 to admins', async () => {
    open();
    const menu = await screen.findByTestId('admin-menu');
    expect([...menu.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['资讯', '公告', '帮助', '页面', '课程']);
    cleanup();
    me = ok(ADMIN as Me);
    open('/admin/help');
    const admin = await screen.findByTestId('admin-menu');
    expect([...admin.querySelectorAll('a')].map((a) => a.textContent)).toEqual(['资讯', '公告', '帮助', '页面', '课程', '专家入驻', '站点设置']);
    expect(screen.getByTestId('admin-menu-help').className).toBe('active');
  });

  it('a user without a role gets a plain page saying so', async () => {
    me = refused(403, '没有访问运营后台的权限');
    open();
    expect((await screen.findByTestId('admin-forbidden')).textContent).toContain('没有访问运营后台的权限');
    expect(screen.queryByTestId('admin-menu')).toBeNull();
    expect(api.bodies('Admin/ContentList')).toEqual([]);
  });

  it('says so when nothing matches', async () => {
    api = mockApi({ 'Admin/Me': () => me, 'Admin/ContentList': () => ok({ List: [], Total: 0, PageIndex: 1, PageSize: 10 }) });
    open('/admin/notice?keyword=无');
    expect((await screen.findByTestId('admin-list-empty')).textContent).toContain('没有符合条件的内容');
  });
});
