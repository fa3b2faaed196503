import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { ADMIN, REVIEWER } from '../test/fixtures';
import { mockApi, ok, signIn } from '../test/mock-api';
import type { Me } from '../types';
import AdminLayout from './AdminLayout';
import SitePage from './SitePage';

vi.setConfig({ testTimeout: 20_000 });

let me: Me;
let sections: Record<string, unknown[]>;
let api: ReturnType<typeof mockApi>;
/** What the server keeps of the next save, when not what was sent. */
let stored: unknown[] | null;
beforeEach(() => {
  me = ADMIN;
  stored = null;
  signIn(me.UserId);
  sections = {
    AdList: [],
    FriendLinkList: [{ Name: '阳光高考平台', Url: 'https://gaokao.chsi.com.cn/' }],
    ModuleList: [{ ModuleCode: 'Bottom' }],
    ScriptInjectList: [],
  };
  api = mockApi({
    'Admin/Me': () => ok(me),
    'Admin/SiteSection': (b) => ok(sections[String(b.Name)] ?? []),
    'Admin/SaveSiteSection': (b) => {
      sections[String(b.Name)] = stored ?? (b.Value as unknown[]);
      return ok({ Version: 3, Position: 77 });
    },
    'Config/WebConfig': () => ok({ ParamList: [{ ParamKey: 'Web_ICP', ParamValue: '' }, { ParamKey: 'Web_TelPhone', ParamValue: '400' }] }),
    'Admin/SetSiteParam': () => ok({ Version: 4, Position: 78 }),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = () => renderAt('/admin/site', [{ path: '/admin', element: page(<AdminLayout />), children: [{ path: 'site', element: <SitePage /> }] }]);

describe('站点设置', () => {
  it('edits a simple list in rows and saves it whole', async () => {
    open();
    fireEvent.click(await screen.findByTestId('admin-site-tab-FriendLinkList'));
    const section = await screen.findByTestId('admin-section-FriendLinkList');
    await waitFor(() => expect(within(section).getAllByTestId('admin-row')).toHaveLength(1));
    fireEvent.click(screen.getByTestId('admin-row-add'));
    const names = screen.getAllByTestId('admin-row-Name');
    fireEvent.change(names[1], { target: { value: ' 教育部 ' } });
    fireEvent.click(screen.getByTestId('admin-rows-save'));
    expect((await screen.findByTestId('admin-rows-problem')).textContent).toBe('第 2 行缺少“地址”');
    fireEvent.change(screen.getAllByTestId('admin-row-Url')[1], { target: { value: 'http://www.moe.gov.cn/' } });
    fireEvent.click(screen.getByTestId('admin-rows-save'));
    await waitFor(() => expect(api.bodies('Admin/SaveSiteSection')).toHaveLength(1));
    expect(api.bodies('Admin/SaveSiteSection')[0]).toEqual({
      Name: 'FriendLinkList',
      Value: [{ Name: '阳光高考平台', Url: 'https://gaokao.chsi.com.cn/' }, { Name: '教育部', Url: 'http://www.moe.gov.cn/' }],
      // What the editor started from: the server refuses the save if the list changed meanwhile.
      Base: [{ Name: '阳光高考平台', Url: 'https://gaokao.chsi.com.cn/' }],
    });
    await waitFor(() => expect(api.last('Admin/SiteSection')!.headers.waitPosition).toBe('77'));
    // The rows shown after a save are the list read again (here another admin's list won).
    stored = [{ Name: '教育部', Url: 'http://www.moe.gov.cn/' }];
    fireEvent.click(screen.getByTestId('admin-row-add'));
    fireEvent.change(screen.getAllByTestId('admin-row-Name')[2], { target: { value: '中国教育在线' } });
    fireEvent.change(screen.getAllByTestId('admin-row-Url')[2], { target: { value: 'https://www.eol.cn/' } });
    fireEvent.click(screen.getByTestId('admin-rows-save'));
    await waitFor(() => expect(screen.getAllByTestId('admin-row-Name').map((e) => (e as HTMLInputElement).value)).toEqual(['教育部']));
  });

  it('edits modules as JSON, saving only a valid value', async () => {
    open();
    fireEvent.click(await screen.findByTestId('admin-site-tab-ModuleList'));
    const text = (await screen.findByTestId('admin-json-input')) as HTMLTextAreaElement;
    await waitFor(() => expect(JSON.parse(text.value)).toEqual([{ ModuleCode: 'Bottom' }]));
    fireEvent.change(text, { target: { value: '[{"ModuleCode": "Bottom"}, {"Code": 1}]' } });
    expect(screen.getByTestId('admin-json-error').textContent).toBe('第 2 项缺少 ModuleCode');
    expect(screen.getByTestId('admin-json-save')).toHaveProperty('disabled', true);
    fireEvent.change(text, { target: { value: '[{"ModuleCode": "Bottom"}, {"ModuleCode": "Contact"}]' } });
    expect(screen.getByTestId('admin-json-ok').textContent).toBe('格式正确，共 2 项');
    fireEvent.click(screen.getByTestId('admin-json-save'));
    await waitFor(() => expect(api.bodies('Admin/SaveSiteSection')).toEqual([{ Name: 'ModuleList', Value: [{ ModuleCode: 'Bottom' }, { ModuleCode: 'Contact' }], Base: [{ ModuleCode: 'Bottom' }] }]));
  });

  it('warns in red that injected scripts run in every reader’s page', async () => {
    open();
    fireEvent.click(await screen.findByTestId('admin-site-tab-ScriptInjectList'));
    const warning = await screen.findByTestId('admin-script-warning');
    expect(warning.className).toContain('negative');
    expect(warning.textContent).toContain('注入的脚本会在每一位读者的页面中运行');
  });

  it('sets a parameter read from Config/WebConfig', async () => {
    open();
    fireEvent.click(await screen.findByTestId('admin-site-tab-ParamList'));
    const row = await screen.findByTestId('admin-param-Web_ICP');
    expect(row.textContent).toContain('ICP 备案号');
    fireEvent.change(within(row).getByTestId('admin-param-value'), { target: { value: '京ICP备00000000号' } });
    fireEvent.click(within(row).getByTestId('admin-param-save'));
    await waitFor(() => expect(api.bodies('Admin/SetSiteParam')).toEqual([{ Key: 'Web_ICP', Value: '京ICP备00000000号' }]));
  });

  it('is for admins only', async () => {
    me = REVIEWER;
    open();
    expect((await screen.findByTestId('admin-site-forbidden')).textContent).toBe('只有管理员可以修改站点设置。');
    expect(api.bodies('Admin/SiteSection')).toEqual([]);
  });
});
