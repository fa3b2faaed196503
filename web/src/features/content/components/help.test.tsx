import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { mockApi, notFound, ok } from '../test/mock-api';
import { HELP_DETAIL, helpItem } from '../test/fixtures';
import HelpCenterPage from './HelpCenterPage';

vi.setConfig({ testTimeout: 20_000 });

const last = <T,>(xs: T[]): T | undefined => xs[xs.length - 1];

const CATEGORIES = [{ Id: '账号与登录', CategoryName: '账号与登录', Count: 7 }, { Id: '测评', CategoryName: '测评', Count: 4 }];
const TOP = [helpItem('help-free-vs-member', '哪些功能免费？', '会员与支付', true), helpItem('help-register-with-sms', '如何用手机号注册和登录？', '账号与登录', true)];
const routes = [
  { path: '/helpcenter', element: page(<HelpCenterPage />) },
  { path: '/setpwd', element: page(<p>密码设置页</p>) },
];
const location = () => screen.getByTestId('location').textContent;

function api() {
  return mockApi({
    'Web/GetHelpCategoryList': () => ok(CATEGORIES),
    'Web/GetHelpTopList': () => ok(TOP),
    'Web/GetHelpList': (b) =>
      ok(b.Keyword === '密码'
        ? { List: [helpItem('help-change-or-reset-password', '怎样修改密码？忘记密码怎么办？')], Total: 1, PageIndex: 1, PageSize: 10 }
        : b.Keyword
          ? { List: [], Total: 0, PageIndex: 1, PageSize: 10 }
          : { List: [helpItem('help-bigfive', '大五人格测评怎么看？', '测评')], Total: 12, PageIndex: b.PageIndex, PageSize: 10 }),
    'Web/GetHelpDetail': (b) => (b.Id === HELP_DETAIL.Id ? ok(HELP_DETAIL) : notFound),
    'Web/AddNewsInfoCount': () => ok({ Counted: true }),
  });
}

afterEach(() => vi.unstubAllGlobals());

describe('/helpcenter', () => {
  it('starts with the top questions and the categories with their counts', async () => {
    api();
    renderAt('/helpcenter', routes);
    const top = await screen.findByTestId('help-top');
    expect(within(top).getAllByTestId('help-item-link').map((a) => a.textContent)).toEqual(['哪些功能免费？', '如何用手机号注册和登录？']);
    expect(within(top).getAllByTestId('help-item-link')[0].getAttribute('href')).toBe('/helpcenter?id=help-free-vs-member');
    const nav = screen.getByTestId('help-categories');
    await waitFor(() => expect(within(nav).getByTestId('help-category-账号与登录').textContent).toBe('账号与登录7'));
    expect(within(nav).getByTestId('help-category-top').getAttribute('aria-current')).toBe('page');
  });

  it('lists a category’s answers, paged in the address', async () => {
    const calls = api();
    renderAt('/helpcenter', routes);
    fireEvent.click(await screen.findByTestId('help-category-测评'));
    const list = await screen.findByTestId('help-category-answers');
    expect(within(list).getByRole('heading').textContent).toBe('测评');
    expect(await within(list).findByText('大五人格测评怎么看？')).toBeTruthy();
    expect(calls.bodies('Web/GetHelpList')).toEqual([{ CategoryName: '测评', PageIndex: 1, PageSize: 10 }]);
    fireEvent.click(within(list).getByText('2'));
    await waitFor(() => expect(location()).toBe('/helpcenter?category=%E6%B5%8B%E8%AF%84&page=2'));
    await waitFor(() => expect(last(calls.bodies('Web/GetHelpList'))).toEqual({ CategoryName: '测评', PageIndex: 2, PageSize: 10 }));
  });

  it('searches by keyword (20 characters at most), opens an answer at its own address and counts its read', async () => {
    const calls = api();
    renderAt('/helpcenter', routes);
    const input = await screen.findByTestId('help-search-input');
    expect(input.getAttribute('maxlength')).toBe('20');
    fireEvent.click(screen.getByTestId('help-search-button'));
    expect(screen.getByTestId('help-search-hint').textContent).toBe('请输入关键词');
    fireEvent.change(input, { target: { value: ' 密码 ' } });
    fireEvent.click(screen.getByTestId('help-search-button'));
    await waitFor(() => expect(location()).toBe('/helpcenter?keyword=%E5%AF%86%E7%A0%81'));
    const results = await screen.findByTestId('help-search-results');
    expect(within(results).getByRole('heading').textContent).toBe('搜索“密码”');
    expect((await within(results).findByTestId('help-found')).textContent).toBe('找到 1 个相关问题');
    expect(calls.bodies('Web/GetHelpList')).toEqual([{ Keyword: '密码', PageIndex: 1, PageSize: 10 }]);
    fireEvent.click(within(results).getByText('怎样修改密码？忘记密码怎么办？'));
    await waitFor(() => expect(location()).toBe('/helpcenter?id=help-change-or-reset-password'));
    expect((await screen.findByTestId('help-answer-title')).textContent).toBe('怎样修改密码？忘记密码怎么办？');
    expect(screen.getByTestId('help-answer-category').getAttribute('href')).toBe('/helpcenter?category=%E8%B4%A6%E5%8F%B7%E4%B8%8E%E7%99%BB%E5%BD%95');
    expect(within(screen.getByTestId('help-related')).getByText('如何设置登录名和密码？').getAttribute('href')).toBe('/helpcenter?id=help-set-login-name');
    await waitFor(() => expect(calls.bodies('Web/AddNewsInfoCount')).toEqual([{ Id: 'help-change-or-reset-password' }]));
    // A link to the portal's own page inside the answer goes through the router.
    fireEvent.click(screen.getByTestId('help-answer-body').querySelector('a')!);
    await waitFor(() => expect(location()).toBe('/setpwd'));
  });

  it('a keyword with no answer says so; an unknown answer is gone', async () => {
    api();
    renderAt('/helpcenter?keyword=火星', routes);
    expect((await screen.findByTestId('help-empty')).textContent).toContain('没有找到与“火星”相关的问题');
    renderAt('/helpcenter?id=help-gone', routes);
    expect((await screen.findByTestId('content-gone')).textContent).toContain('内容不存在或已下线');
    expect(screen.getByTestId('content-gone-back').getAttribute('href')).toBe('/helpcenter');
  });
});
