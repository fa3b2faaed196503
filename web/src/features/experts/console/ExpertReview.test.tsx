import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import AdminLayout from '@/features/admin/components/AdminLayout';
import { EDITOR, REVIEWER } from '@/features/admin/test/fixtures';
import { mockApi, ok, refused, signIn, type Answer } from '@/features/admin/test/mock-api';
import { booking, record, revision, SPECIALTIES } from '../test/fixtures';
import type { ExpertRecord } from '../types';
import ExpertReviewListPage from './ExpertReviewListPage';
import ExpertReviewPage from './ExpertReviewPage';

vi.setConfig({ testTimeout: 20_000 });

let me: Answer;
let rec: ExpertRecord;
const open = (path: string) =>
  renderAt(path, [{
    path: '/admin',
    element: page(<AdminLayout />),
    children: [{ path: 'experts', element: <ExpertReviewListPage /> }, { path: 'experts/:id', element: <ExpertReviewPage /> }, { path: ':kind', element: <p>列表</p> }],
  }]);

beforeEach(() => {
  signIn('u-reviewer');
  me = ok(REVIEWER);
  rec = record({ Id: 'e1' });
});
afterEach(() => vi.unstubAllGlobals());

const consoleApi = (more: Record<string, (b: Record<string, unknown>) => Answer> = {}) =>
  mockApi({
    'Admin/Me': () => me,
    'Web/GetTeacherList': () => ok({ List: [], Total: 0, PageIndex: 1, PageSize: 1, Specialties: SPECIALTIES }),
    'Admin/ExpertList': (b) => ok({ List: b.State === 'pending' ? [rec] : [rec, record({ Id: 'e2', Name: '周老师', State: 'approved' })], Total: b.State === 'pending' ? 1 : 2, PageIndex: 1, PageSize: 10 }),
    'Admin/ExpertDetail': () => ok({ Record: rec, Slots: [], Bookings: rec.State === 'approved' ? [booking()] : [] }),
    ...more,
  });

describe('the console’s 专家入驻', () => {
  it('is in the menu of reviewers, not of editors', async () => {
    consoleApi();
    const view = open('/admin/experts');
    expect((await screen.findByTestId('admin-menu-experts')).textContent).toBe('专家入驻');
    view.unmount();
    me = ok(EDITOR);
    open('/admin/news');
    await screen.findByTestId('admin-menu');
    expect(screen.queryByTestId('admin-menu-experts')).toBeNull();
  });

  it('lists the pending applications first, and every state by tab', async () => {
    const api = consoleApi();
    open('/admin/experts');
    const rows = await screen.findAllByTestId('expert-review-row');
    expect(rows.map((r) => r.dataset.id)).toEqual(['e1']);
    expect(rows[0].textContent).toContain('13800001111');
    expect(within(rows[0]).getByTestId('expert-review-state').textContent).toBe('待审核');
    expect(within(rows[0]).getByTestId('expert-review-open').getAttribute('href')).toBe('/admin/experts/e1');
    expect(api.bodies('Admin/ExpertList')[0]).toEqual({ State: 'pending', PageIndex: 1, PageSize: 10 });
    fireEvent.click(screen.getByTestId('expert-review-tab-all'));
    await waitFor(() => expect(screen.getAllByTestId('expert-review-row')).toHaveLength(2));
    expect(api.bodies('Admin/ExpertList').slice(-1)[0]).toEqual({ PageIndex: 1, PageSize: 10 });
    expect(screen.getByTestId('location').textContent).toBe('/admin/experts?state=');
  });

  it('approves with the corrected profile at the Version read; the claims refusal shows inline', async () => {
    let answer = refused(400, '介绍中不能出现“精准定位”等教育部明令警示的宣传用语，请删去后再提交');
    const api = consoleApi({
      'Admin/ApproveExpert': () => {
        const a = answer;
        if (a.Code === 0) rec = { ...rec, State: 'approved', Title: '志愿规划师', Version: 2 };
        return a;
      },
    });
    open('/admin/experts/e1');
    const title = (await screen.findByTestId('expert-review-Title')) as HTMLInputElement;
    expect(title.value).toBe('高中生涯规划教师');
    expect(screen.getByTestId('expert-review-facts').textContent).toContain('13800001111');
    fireEvent.change(title, { target: { value: '志愿规划师（精准定位）' } });
    fireEvent.click(screen.getByTestId('expert-review-approve'));
    expect((await screen.findByTestId('expert-review-error')).textContent).toContain('精准定位');
    expect(api.bodies('Admin/ApproveExpert')[0]).toMatchObject({ Id: 'e1', Version: 1, Title: '志愿规划师（精准定位）', Name: '李老师', Years: 12, Specialties: ['志愿填报', '新高考选科'], Provinces: [44] });

    answer = ok({ Version: 2, Position: 500 });
    fireEvent.change(screen.getByTestId('expert-review-Title'), { target: { value: '志愿规划师' } });
    fireEvent.click(screen.getByTestId('expert-review-approve'));
    await waitFor(() => expect(screen.getByTestId('expert-review-state').textContent).toBe('已入驻'));
    expect(api.calls.filter((c) => c.path === 'Admin/ExpertDetail').slice(-1)[0]?.headers.waitPosition).toBe('500');
    expect(screen.getByTestId('expert-review-approve').textContent).toBe('保存修改');
    expect(screen.getByTestId('expert-review-suspend')).toBeTruthy();
    expect(screen.getByTestId('expert-booking').textContent).toContain('王家长');
  });

  it('returns an application with a reason; a stale Version asks for a reload', async () => {
    const api = consoleApi({ 'Admin/RejectExpert': () => refused(409, '资料已被修改，请重新加载后再操作') });
    open('/admin/experts/e1');
    fireEvent.click(await screen.findByTestId('expert-review-reject'));
    const dialog = await screen.findByTestId('expert-review-reject-dialog');
    fireEvent.change(within(dialog).getByTestId('expert-review-reject-dialog-reason'), { target: { value: '请补充所在单位的证明' } });
    fireEvent.click(within(dialog).getByTestId('expert-review-reject-dialog-confirm'));
    await waitFor(() => expect(api.bodies('Admin/RejectExpert')).toEqual([{ Id: 'e1', Version: 1, Reason: '请补充所在单位的证明' }]));
    expect((await screen.findByTestId('expert-review-error')).textContent).toContain('请重新加载');
    fireEvent.click(screen.getByTestId('expert-review-reload'));
    await waitFor(() => expect(screen.queryByTestId('expert-review-error')).toBeNull());
  });

  it('restores a suspended expert, whose profile is shown read-only with the reason', async () => {
    rec = record({ Id: 'e1', State: 'suspended', Reason: '收到家长投诉，核实中', Version: 4 });
    const api = consoleApi({ 'Admin/RestoreExpert': () => ok({ Version: 5, Position: 600 }) });
    open('/admin/experts/e1');
    expect((await screen.findByTestId('expert-review-reason')).textContent).toBe('暂停原因：收到家长投诉，核实中');
    expect(screen.queryByTestId('expert-review-form')).toBeNull();
    fireEvent.click(screen.getByTestId('expert-review-restore'));
    await waitFor(() => expect(api.bodies('Admin/RestoreExpert')).toEqual([{ Id: 'e1', Version: 4 }]));
  });

  it('lists the experts with a revision waiting, and shows it beside the listed profile', async () => {
    rec = record({ Id: 'e1', State: 'approved', Version: 7, Revision: revision() });
    const api = consoleApi({ 'Admin/ExpertList': (b) => ok({ List: b.State === 'revision' ? [rec] : [], Total: 1, PageIndex: 1, PageSize: 10 }) });
    open('/admin/experts?state=revision');
    const row = await screen.findByTestId('expert-review-row');
    expect(within(row).getByTestId('expert-review-revision-flag').textContent).toBe('资料修改待审核');
    expect(within(row).getByTestId('expert-review-open').textContent).toBe('审核');
    expect(api.bodies('Admin/ExpertList')[0]).toEqual({ State: 'revision', PageIndex: 1, PageSize: 10 });
    expect(screen.getByTestId('expert-review-tab-revision').getAttribute('aria-pressed')).toBe('true');
  });

  it('approves a revision as corrected, or returns it with a reason', async () => {
    rec = record({ Id: 'e1', State: 'approved', Version: 7, Revision: revision() });
    const api = consoleApi({
      'Admin/ApproveExpert': () => {
        rec = record({ Id: 'e1', State: 'approved', Version: 8, Title: '省级生涯规划名师' });
        return ok({ Version: 8, Position: 700 });
      },
      'Admin/ReturnExpertRevision': (b) => (b.Reason ? ok({ Version: 8, Position: 701 }) : refused(400, '请填写退回原因（不超过 200 个字）')),
    });
    const view = open('/admin/experts/e1');
    const changes = await screen.findAllByTestId('expert-review-change');
    expect(changes.map((c) => c.dataset.field)).toEqual(['Title', 'Specialties']);
    expect(within(changes[0]).getByTestId('expert-review-change-old').textContent).toBe('高中生涯规划教师');
    expect(within(changes[0]).getByTestId('expert-review-change-new').textContent).toBe('省级生涯规划名师');
    expect(within(changes[1]).getByTestId('expert-review-change-new').textContent).toBe('志愿填报、新高考选科、生涯规划');
    // The form holds the revision; 通过修改 sends it (as corrected) at the Version read.
    expect((screen.getByTestId('expert-review-Title') as HTMLInputElement).value).toBe('省级生涯规划名师');
    expect(screen.getByTestId('expert-review-approve').textContent).toBe('通过修改');
    fireEvent.change(screen.getByTestId('expert-review-Org'), { target: { value: '某市第一中学（高中部）' } });
    fireEvent.click(screen.getByTestId('expert-review-approve'));
    await waitFor(() => expect(api.bodies('Admin/ApproveExpert')[0]).toMatchObject({ Id: 'e1', Version: 7, Title: '省级生涯规划名师', Org: '某市第一中学（高中部）', Specialties: ['志愿填报', '新高考选科', '生涯规划'] }));
    await waitFor(() => expect(screen.queryByTestId('expert-review-revision')).toBeNull());
    expect(screen.getByTestId('expert-review-approve').textContent).toBe('保存修改');
    view.unmount();

    rec = record({ Id: 'e1', State: 'approved', Version: 9, Revision: revision() });
    open('/admin/experts/e1');
    fireEvent.click(await screen.findByTestId('expert-review-return'));
    const dialog = await screen.findByTestId('expert-review-return-dialog');
    expect((within(dialog).getByTestId('expert-review-return-dialog-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('expert-review-return-dialog-reason'), { target: { value: '请提供新职称的证明' } });
    rec = record({ Id: 'e1', State: 'approved', Version: 10, RevisionReason: '请提供新职称的证明' });
    fireEvent.click(within(dialog).getByTestId('expert-review-return-dialog-confirm'));
    await waitFor(() => expect(api.bodies('Admin/ReturnExpertRevision')).toEqual([{ Id: 'e1', Version: 9, Reason: '请提供新职称的证明' }]));
    expect((await screen.findByTestId('expert-review-revision-reason')).textContent).toBe('上次资料修改退回原因：请提供新职称的证明');
    expect(screen.queryByTestId('expert-review-return')).toBeNull();
  });
});
