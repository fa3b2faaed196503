import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { detail, EDITOR, item, REVIEWER } from '../test/fixtures';
import { mockApi, ok, refused, signIn, type Answer } from '../test/mock-api';
import type { Detail, Me } from '../types';
import AdminLayout from './AdminLayout';
import EditorPage from './EditorPage';

vi.setConfig({ testTimeout: 20_000 });

let me: Me;
let current: Detail;
let api: ReturnType<typeof mockApi>;
let writes: Record<string, Answer[]>;

/** A write answers the next queued answer, or succeeds with the next version. */
const write = (path: string) => () => {
  const queued = writes[path]?.shift();
  if (queued) return queued;
  current = { ...current, Version: current.Version + 1 };
  return ok({ ID: current.Id, Version: current.Version, Position: 900 + current.Version });
};

beforeEach(() => {
  appStore.set(toastsAtom, []);
  me = EDITOR;
  current = detail();
  writes = {};
  signIn(me.UserId);
  api = mockApi({
    'Admin/Me': () => ok(me),
    'Admin/ContentList': () => ok({ List: [item(), item({ Id: 'news-2', Category: '政策解读' }), item({ Id: 'news-3', Category: '政策解读' })], Total: 3, PageIndex: 1, PageSize: 100 }),
    'Admin/ContentDetail': () => ok(current),
    'Admin/Preview': (b) => ok({ Html: `<p>${String(b.Body).replace(/<script>.*<\/script>/, '')}</p>` }),
    'Admin/SaveContent': write('Admin/SaveContent'),
    'Admin/SubmitContent': () => {
      const r = write('Admin/SubmitContent')();
      if (r.Code === 0) current = { ...current, State: 'review', History: [...current.History!, { Version: current.Version, Type: 'content.submitted', Actor: me.UserId, IP: '10.0.0.7', At: '2026-11-24T03:00:00Z', Note: '' }] };
      return r;
    },
    'Admin/PublishContent': write('Admin/PublishContent'),
    'Admin/ReturnContent': write('Admin/ReturnContent'),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const open = (path: string) =>
  renderAt(path, [
    {
      path: '/admin',
      element: page(<AdminLayout />),
      children: [
        { path: ':kind', element: <div data-testid="list-stub" /> },
        { path: ':kind/new', element: <EditorPage /> },
        { path: ':kind/:id', element: <EditorPage /> },
      ],
    },
  ]);
const input = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

describe('the editor', () => {
  it('creates an item: the kind’s fields, suggested categories, a live preview, then the saved draft', async () => {
    open('/admin/news/new');
    await screen.findByTestId('admin-editor');
    for (const id of ['admin-title', 'admin-category', 'admin-summary', 'admin-source', 'admin-source-url', 'admin-provinces', 'admin-year', 'admin-cover']) {
      expect(screen.getByTestId(id)).toBeTruthy();
    }
    expect(screen.queryByTestId('admin-code')).toBeNull();
    expect(screen.queryByTestId('admin-order')).toBeNull();
    await waitFor(() => expect([...screen.getByTestId('admin-category-list').querySelectorAll('option')].map((o) => o.value)).toEqual(['政策解读', '填报指南']));
    expect(screen.queryByTestId('admin-workflow')).toBeNull();

    input('admin-title', '  2027 年强基计划解读 ');
    input('admin-category', '政策解读');
    input('admin-body', '**要点**<script>alert(1)</script>');
    await waitFor(() => expect(screen.getByTestId('admin-preview').innerHTML).toBe('<p>**要点**</p>'));
    expect(api.bodies('Admin/Preview').slice(-1)[0]).toEqual({ Body: '**要点**<script>alert(1)</script>' });

    current = detail({ Id: 'news-new', Title: '2027 年强基计划解读', Version: 1 });
    fireEvent.click(screen.getByTestId('admin-save'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/admin/news/news-new'));
    expect(api.bodies('Admin/SaveContent')[0]).toMatchObject({ Version: 0, Kind: 'news', Title: '2027 年强基计划解读', Category: '政策解读', Body: '**要点**<script>alert(1)</script>' });
    expect(api.bodies('Admin/SaveContent')[0]).not.toHaveProperty('Id');
    await screen.findByTestId('admin-status');
    // The read after the write waits for it.
    expect(api.last('Admin/ContentDetail')!.headers.waitPosition).toBe('902');
  });

  it('shows an editor’s draft: 提交审核 but no 发布, workflow held back while changes are unsaved', async () => {
    open('/admin/news/news-abc');
    const status = await screen.findByTestId('admin-status');
    expect(within(status).getByTestId('admin-state').textContent).toBe('草稿');
    expect(screen.getByTestId('admin-action-submit')).toBeTruthy();
    expect(screen.queryByTestId('admin-action-publish')).toBeNull();
    expect((screen.getByTestId('admin-title') as HTMLInputElement).value).toBe('平行志愿怎么投档');
    expect(screen.getByTestId('admin-preview').innerHTML).toContain('<h2>投档</h2>');
    expect(screen.getAllByTestId('admin-history-type').map((e) => e.textContent)).toEqual(['保存']);

    input('admin-summary', '改过的摘要');
    expect(screen.getByTestId('admin-action-submit')).toHaveProperty('disabled', true);
    expect(screen.getByTestId('admin-workflow-dirty').textContent).toBe('有未保存的修改，请先保存');
    fireEvent.click(screen.getByTestId('admin-save'));
    await waitFor(() => expect(screen.getByTestId('admin-action-submit')).toHaveProperty('disabled', false));
    expect(api.bodies('Admin/SaveContent')[0]).toMatchObject({ Id: 'news-abc', Version: 1, Summary: '改过的摘要', Provinces: [44], Year: 2026 });

    fireEvent.click(screen.getByTestId('admin-action-submit'));
    await waitFor(() => expect(screen.getByTestId('admin-state').textContent).toBe('待审核'));
    expect(api.bodies('Admin/SubmitContent')).toEqual([{ Id: 'news-abc', Version: 2 }]);
    expect(screen.getAllByTestId('admin-history-type').map((e) => e.textContent)).toEqual(['提交审核', '保存']);
    expect(screen.queryByTestId('admin-workflow')).toBeNull();
  });

  it('a save over someone else’s change (409) offers to reload, keeping the unsaved body to copy', async () => {
    writes['Admin/SaveContent'] = [refused(409, '数据已被修改（可能在其他设备上），请刷新后重试')];
    open('/admin/news/news-abc');
    await screen.findByTestId('admin-status');
    input('admin-body', '我写了半天的正文');
    current = detail({ Version: 4, Body: '别人改过的正文', UpdatedBy: 'u-other' });
    fireEvent.click(screen.getByTestId('admin-save'));
    const notice = await screen.findByTestId('admin-conflict');
    expect(notice.textContent).toContain('这条内容已被他人修改');
    expect(notice.textContent).toContain('数据已被修改（可能在其他设备上），请刷新后重试');
    fireEvent.click(screen.getByTestId('admin-conflict-reload'));
    await waitFor(() => expect((screen.getByTestId('admin-body') as HTMLTextAreaElement).value).toBe('别人改过的正文'));
    expect(screen.queryByTestId('admin-conflict')).toBeNull();
    expect(screen.getByTestId('admin-lost-body').querySelector('textarea')!.value).toBe('我写了半天的正文');
    expect(screen.getByTestId('admin-status').textContent).toContain('第 4 版');
  });

  it('a reviewer publishes at a set Beijing time, and sees the server’s refusal of their own submission', async () => {
    me = REVIEWER;
    signIn(me.UserId);
    current = detail({ State: 'review', Version: 2, Live: true, History: [{ Version: 2, Type: 'content.submitted', Actor: 'u-reviewer', IP: '10.0.0.8', At: '2026-11-24T03:00:00Z', Note: '' }] });
    writes['Admin/PublishContent'] = [refused(403, '不能审核自己提交的内容：请另一位审核人发布')];
    open('/admin/news/news-abc');
    await screen.findByTestId('admin-status');
    expect(screen.getByTestId('admin-state-live').textContent).toBe('线上有已发布版本');
    expect(['submit', 'publish', 'return', 'withdraw'].filter((a) => screen.queryByTestId(`admin-action-${a}`))).toEqual(['publish', 'return', 'withdraw']);
    expect(screen.getByTestId('admin-own-submission').textContent).toBe('这是你提交审核的内容，须由另一位审核人发布');
    expect(screen.getAllByTestId('admin-history-row')[0].textContent).toBe('2提交审核我2026-11-24 11:0010.0.0.8');

    fireEvent.click(screen.getByTestId('admin-action-publish'));
    fireEvent.click(await screen.findByTestId('admin-publish-confirm'));
    expect((await screen.findByTestId('admin-editor-error')).textContent).toBe('不能审核自己提交的内容：请另一位审核人发布');
    expect(api.bodies('Admin/PublishContent')).toEqual([{ Id: 'news-abc', Version: 2 }]);
    await waitFor(() => expect(screen.queryByTestId('admin-publish-dialog')).toBeNull());

    fireEvent.click(screen.getByTestId('admin-action-publish'));
    fireEvent.click(screen.getByTestId('admin-publish-later').querySelector('input')!);
    const when = new Date(Date.now() + 3 * 86400_000 + 8 * 3600_000).toISOString().slice(0, 10);
    input('admin-publish-at', `${when}T09:30`);
    fireEvent.click(screen.getByTestId('admin-publish-confirm'));
    await waitFor(() => expect(api.bodies('Admin/PublishContent')).toHaveLength(2));
    expect(api.bodies('Admin/PublishContent')[1]).toEqual({ Id: 'news-abc', Version: 2, At: `${when} 09:30` });
  });

  it('a reviewer returns with a reason', async () => {
    me = REVIEWER;
    signIn(me.UserId);
    current = detail({ State: 'review', Version: 2 });
    open('/admin/news/news-abc');
    fireEvent.click(await screen.findByTestId('admin-action-return'));
    expect(screen.getByTestId('admin-return-dialog-confirm')).toHaveProperty('disabled', true);
    input('admin-return-dialog-reason', '来源链接打不开');
    fireEvent.click(screen.getByTestId('admin-return-dialog-confirm'));
    await waitFor(() => expect(api.bodies('Admin/ReturnContent')).toEqual([{ Id: 'news-abc', Version: 2, Reason: '来源链接打不开' }]));
  });

  it('uploads an image into the body at the cursor, and shows the server’s refusal', async () => {
    let uploads: Answer[] = [
      ok({ Url: '/uploads/c414cd0e.png', Name: '分数线.png', Size: 70, Type: 'image/png' }),
      refused(400, '只能上传 PNG、JPEG、GIF、WebP 图片或 PDF 文件'),
    ];
    api = mockApi({
      'Admin/Me': () => ok(me),
      'Admin/ContentList': () => ok({ List: [], Total: 0, PageIndex: 1, PageSize: 100 }),
      'Admin/ContentDetail': () => ok(current),
      'Admin/Preview': () => ok({ Html: '' }),
      'Admin/Upload': () => uploads.shift()!,
    });
    open('/admin/news/news-abc');
    const body = (await screen.findByTestId('admin-body')) as HTMLTextAreaElement;
    input('admin-body', '第一段\n\n第二段');
    body.setSelectionRange(5, 5);
    const file = new File([new Uint8Array([137, 80, 78, 71])], '分数线.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('admin-upload-input'), { target: { files: [file] } });
    await waitFor(() => expect(body.value).toBe('第一段\n\n![分数线.png](/uploads/c414cd0e.png)第二段'));
    const sent = api.last('Admin/Upload')!;
    expect((sent.form!.get('file') as File).name).toBe('分数线.png');
    expect(sent.headers.token).toBe('t-u-editor');

    fireEvent.change(screen.getByTestId('admin-upload-input'), { target: { files: [new File(['<svg/>'], 'x.svg', { type: 'image/svg+xml' })] } });
    expect((await screen.findByTestId('admin-upload-error')).textContent).toBe('只能上传 PNG、JPEG、GIF、WebP 图片或 PDF 文件');
    uploads = [];
  });

  it('asks before leaving with unsaved changes', async () => {
    const confirm = vi.fn(() => false);
    vi.stubGlobal('confirm', confirm);
    open('/admin/news/news-abc');
    await screen.findByTestId('admin-status');
    input('admin-title', '改了一半');
    fireEvent.click(screen.getByText('← 返回资讯列表'));
    await waitFor(() => expect(confirm).toHaveBeenCalledWith('有未保存的修改，确定离开吗？'));
    expect(screen.getByTestId('location').textContent).toBe('/admin/news/news-abc');
    confirm.mockReturnValue(true);
    fireEvent.click(screen.getByText('← 返回资讯列表'));
    await screen.findByTestId('list-stub');
  });

  it('a help answer has top and order; a page has a code that cannot change once saved', async () => {
    current = detail({ Id: 'page-about', Kind: 'page', Code: 'about', Category: '' });
    open('/admin/page/page-about');
    expect(await screen.findByTestId('admin-code')).toHaveProperty('disabled', true);
    expect(screen.queryByTestId('admin-provinces')).toBeNull();
    cleanup();
    open('/admin/help/new');
    await screen.findByTestId('admin-order');
    expect(screen.getByTestId('admin-top')).toBeTruthy();
    expect(screen.queryByTestId('admin-source')).toBeNull();
    fireEvent.click(screen.getByTestId('admin-save'));
    expect((await screen.findByTestId('admin-editor-error')).textContent).toBe('标题须为 1–80 个字；分类须为 1–20 个字；正文须为 1–50000 个字');
    expect(api.bodies('Admin/SaveContent')).toEqual([]);
  });
});
