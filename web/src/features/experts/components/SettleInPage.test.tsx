import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { mockApi, ok, refused, signIn } from '@/features/admin/test/mock-api';
import { booking, INTRO, record, revision, slot, workbench } from '../test/fixtures';
import type { Workbench } from '../types';
import SettleInPage from './SettleInPage';

vi.setConfig({ testTimeout: 20_000 });

const routes = [{ path: '/expertsettlein', element: page(<SettleInPage />) }];
const type = (id: string, value: string) => fireEvent.change(screen.getByTestId(id), { target: { value } });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-06-01T00:00:00Z'));
  signIn('u-expert');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('/expertsettlein', () => {
  it('without an application: the form, its counter and the claims note; a refusal shows in the server’s words', async () => {
    let answer = refused(400, '介绍中不能出现“包录取”等教育部明令警示的宣传用语，请删去后再提交');
    let wb: Workbench = workbench();
    const api = mockApi({
      'Expert/Workbench': () => ok(wb),
      'Expert/Apply': () => answer,
    });
    renderAt('/expertsettlein', routes);
    const form = await screen.findByTestId('expert-apply-form');
    expect(within(form).getByTestId('expert-claims-note').textContent).toContain('包录取');
    fireEvent.click(within(form).getByTestId('expert-apply-submit'));
    expect((await screen.findByTestId('expert-apply-error')).textContent).toContain('姓名须为 2–20 个字');
    expect(api.bodies('Expert/Apply')).toEqual([]);

    type('expert-apply-Name', '李老师');
    type('expert-apply-Title', '高中生涯规划教师');
    type('expert-apply-Org', '某市第一中学');
    type('expert-apply-Years', '12');
    type('expert-apply-Intro', '太短');
    expect(screen.getByTestId('expert-apply-Intro-count').textContent).toBe('2/2000 字（至少 30 字）');
    type('expert-apply-Intro', `${INTRO}包录取`);
    const boxes = within(screen.getByTestId('expert-apply-Specialties')).getAllByRole('checkbox');
    expect(boxes).toHaveLength(11);
    for (const i of [0, 1, 2, 3, 4]) fireEvent.click(boxes[i]);
    expect((boxes[5] as HTMLInputElement).disabled).toBe(true);
    fireEvent.click(boxes[4]);
    type('expert-apply-Phone', '13800001111');
    fireEvent.click(screen.getByTestId('expert-apply-submit'));
    expect((await screen.findByTestId('expert-apply-error')).textContent).toBe('介绍中不能出现“包录取”等教育部明令警示的宣传用语，请删去后再提交');
    expect(api.bodies('Expert/Apply')[0]).toEqual({
      Name: '李老师', Title: '高中生涯规划教师', Org: '某市第一中学', Years: 12, Intro: `${INTRO}包录取`,
      Specialties: ['志愿填报', '新高考选科', '生涯规划', '强基计划'], Provinces: [], Phone: '13800001111',
    });

    answer = ok({ Version: 1, Position: 77 });
    wb = workbench({ Applied: true, Record: record() });
    type('expert-apply-Intro', INTRO);
    fireEvent.click(screen.getByTestId('expert-apply-submit'));
    expect((await screen.findByTestId('expert-pending')).textContent).toContain('审核中');
    expect(api.calls.filter((c) => c.path === 'Expert/Workbench').slice(-1)[0]?.headers.waitPosition).toBe('77');
  });

  it('pending: 审核中 with the profile, edited and filed again', async () => {
    const api = mockApi({ 'Expert/Workbench': () => ok(workbench({ Applied: true, Record: record() })), 'Expert/Apply': () => ok({ Version: 2, Position: 80 }) });
    renderAt('/expertsettlein', routes);
    expect((await screen.findByTestId('expert-application-state')).textContent).toBe('审核中');
    expect(screen.getByTestId('expert-application').textContent).toContain('某市第一中学');
    fireEvent.click(screen.getByTestId('expert-edit'));
    expect((screen.getByTestId('expert-apply-Name') as HTMLInputElement).value).toBe('李老师');
    type('expert-apply-Org', '某市第二中学');
    // The provinces: the site's one drop-down (named by the field's label) adds one, a chosen one is removed by its button.
    const add = screen.getByLabelText('服务省份（选填，不选为全国）') as HTMLSelectElement;
    expect(add).toBe(screen.getByTestId('expert-apply-Provinces-add'));
    expect(add.className).toBe('zy-select fluid');
    expect(screen.getAllByTestId('expert-apply-Provinces-item').map((li) => li.textContent)).toEqual(['广东×']);
    expect([...add.options].map((o) => o.textContent)).toEqual(['添加服务省份…', '浙江']);
    fireEvent.change(add, { target: { value: '33' } });
    fireEvent.click(screen.getByLabelText('移除广东'));
    fireEvent.change(add, { target: { value: '44' } });
    expect(screen.getAllByTestId('expert-apply-Provinces-item').map((li) => li.textContent)).toEqual(['浙江×', '广东×']);
    fireEvent.click(screen.getByLabelText('移除浙江'));
    fireEvent.click(screen.getByTestId('expert-apply-submit'));
    await waitFor(() => expect(api.bodies('Expert/Apply')[0]).toMatchObject({ Org: '某市第二中学', Phone: '13800001111', Provinces: [44] }));
    await waitFor(() => expect(screen.queryByTestId('expert-apply-form')).toBeNull());
  });

  it('rejected: the reason and the form to apply again; suspended: the reason', async () => {
    let wb = workbench({ Applied: true, Record: record({ State: 'rejected', Reason: '请补充所在单位的证明' }) });
    mockApi({ 'Expert/Workbench': () => ok(wb) });
    const view = renderAt('/expertsettlein', routes);
    expect((await screen.findByTestId('expert-rejected')).textContent).toContain('请补充所在单位的证明');
    expect(screen.getByTestId('expert-apply-submit').textContent).toBe('重新提交申请');
    view.unmount();
    wb = workbench({ Applied: true, Record: record({ State: 'suspended', Reason: '收到家长投诉，核实中' }) });
    renderAt('/expertsettlein', routes);
    expect((await screen.findByTestId('expert-suspended')).textContent).toContain('收到家长投诉，核实中');
    expect(screen.queryByTestId('expert-apply-form')).toBeNull();
  });

  it('approved: publishes several slots in one call, closes a free one, and cancels a booking with a reason', async () => {
    const wb = workbench({
      Applied: true,
      Record: record({ State: 'approved' }),
      Slots: [slot({ Id: 's-free' }), slot({ Id: 's-booked', Start: '2027-06-20T12:30:00Z', End: '2027-06-20T13:00:00Z', Free: false, BookingId: 'b1' }), slot({ Id: 's-closed', Start: '2027-06-21T12:30:00Z', End: '2027-06-21T13:00:00Z', Free: false, Closed: true })],
      Bookings: [booking({ Id: 'b1', SlotId: 's-booked', CanMove: false })],
    });
    const api = mockApi({
      'Expert/Workbench': () => ok(wb),
      'Expert/OpenSlots': () => ok({ Version: 5, Position: 90, SlotIds: ['x', 'y'] }),
      'Expert/CloseSlot': () => ok({ Version: 6, Position: 91 }),
      'Expert/CancelBooking': (b) => (b.Reason ? ok({ Version: 7, Position: 92 }) : refused(400, '请填写取消原因')),
    });
    renderAt('/expertsettlein', routes);
    const booked = await screen.findByTestId('expert-booking');
    expect(within(booked).getByTestId('expert-booking-contact').textContent).toBe('联系人：王家长 · 手机：13912345678');
    expect(within(booked).getByTestId('expert-booking-question').textContent).toBe('问题：物化生能报哪些专业？');
    expect(screen.getAllByTestId('expert-own-slot').map((s) => s.dataset.state)).toEqual(['空闲', '已预约', '已关闭']);

    // Two rows, one call.
    type('expert-slot-date', '2027-06-20');
    type('expert-slot-time', '09:00');
    fireEvent.click(screen.getByTestId('expert-slot-add'));
    const rows = screen.getAllByTestId('expert-slot-row');
    expect((within(rows[1]).getByTestId('expert-slot-time') as HTMLInputElement).value).toBe('09:30');
    fireEvent.change(within(rows[1]).getByTestId('expert-slot-mode'), { target: { value: 'phone' } });
    fireEvent.click(screen.getByTestId('expert-slot-submit'));
    await waitFor(() => expect(api.bodies('Expert/OpenSlots')).toEqual([{ Slots: [
      { Start: '2027-06-20 09:00', Minutes: 30, Mode: 'video' },
      { Start: '2027-06-20 09:30', Minutes: 30, Mode: 'phone' },
    ] }]));
    await waitFor(() => expect(screen.getAllByTestId('expert-slot-row')).toHaveLength(1));

    fireEvent.click(screen.getByTestId('expert-own-slot-close'));
    await waitFor(() => expect(api.bodies('Expert/CloseSlot')).toEqual([{ SlotId: 's-free' }]));

    fireEvent.click(screen.getByTestId('expert-family-cancel'));
    const dialog = await screen.findByTestId('expert-cancel-dialog');
    expect((within(dialog).getByTestId('expert-cancel-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(within(dialog).getByTestId('expert-cancel-reason'), { target: { value: '临时有监考任务' } });
    fireEvent.click(within(dialog).getByTestId('expert-cancel-confirm'));
    await waitFor(() => expect(api.bodies('Expert/CancelBooking')).toEqual([{ BookingId: 'b1', Reason: '临时有监考任务' }]));
    await waitFor(() => expect(screen.queryByTestId('expert-cancel-dialog')).toBeNull());
  });

  it('shows a refused slot row in the server’s words', async () => {
    mockApi({
      'Expert/Workbench': () => ok(workbench({ Applied: true, Record: record({ State: 'approved' }) })),
      'Expert/OpenSlots': () => refused(409, '时段与已有时段重叠：2027-06-20 19:30'),
    });
    renderAt('/expertsettlein', routes);
    await screen.findByTestId('expert-own-slots-empty');
    fireEvent.click(screen.getByTestId('expert-slot-submit'));
    expect((await screen.findByTestId('expert-slot-error')).textContent).toBe('第 1 行：请选择日期和开始时间');
    type('expert-slot-date', '2027-06-20');
    type('expert-slot-time', '19:30');
    fireEvent.click(screen.getByTestId('expert-slot-submit'));
    await waitFor(() => expect(screen.getByTestId('expert-slot-error').textContent).toBe('时段与已有时段重叠：2027-06-20 19:30'));
  });

  it('approved: 修改资料 submits a revision at the Version read; it waits, and a returned one shows the reason', async () => {
    let wb = workbench({ Applied: true, Record: record({ State: 'approved', Version: 6, RevisionReason: '请提供新单位的在职证明' }) });
    let answer = refused(400, '介绍中不能出现“保过”等教育部明令警示的宣传用语，请删去后再提交');
    const api = mockApi({ 'Expert/Workbench': () => ok(wb), 'Expert/Revise': () => answer });
    renderAt('/expertsettlein', routes);
    expect((await screen.findByTestId('expert-revision-returned')).textContent).toContain('请提供新单位的在职证明');
    expect(screen.getByTestId('expert-workbench').textContent).not.toContain('联系平台运营人员');
    fireEvent.click(screen.getByTestId('expert-revise'));
    const form = screen.getByTestId('expert-revise-form');
    expect(within(form).getByTestId('expert-claims-note')).toBeTruthy();
    expect((screen.getByTestId('expert-revise-Title') as HTMLInputElement).value).toBe('高中生涯规划教师');
    // Unchanged: said here, nothing sent.
    fireEvent.click(screen.getByTestId('expert-revise-submit'));
    expect((await screen.findByTestId('expert-revise-error')).textContent).toContain('没有需要审核的修改');
    type('expert-revise-Title', '省级生涯规划名师（保过）');
    fireEvent.click(screen.getByTestId('expert-revise-submit'));
    await waitFor(() => expect(screen.getByTestId('expert-revise-error').textContent).toContain('保过'));
    expect(api.bodies('Expert/Revise')[0]).toEqual({
      Version: 6, Name: '李老师', Title: '省级生涯规划名师（保过）', Org: '某市第一中学', Years: 12, Intro: INTRO,
      Specialties: ['志愿填报', '新高考选科'], Provinces: [44],
    });

    answer = ok({ Version: 7, Position: 95 });
    wb = workbench({ Applied: true, Record: record({ State: 'approved', Version: 7, Revision: revision() }) });
    type('expert-revise-Title', '省级生涯规划名师');
    fireEvent.click(screen.getByTestId('expert-revise-submit'));
    const pending = await screen.findByTestId('expert-revision-pending');
    expect(pending.textContent).toContain('资料修改待审核');
    expect(pending.textContent).toContain('修改了：身份或职称、擅长领域');
    expect(screen.queryByTestId('expert-revision-returned')).toBeNull();
    expect(api.calls.filter((c) => c.path === 'Expert/Workbench').slice(-1)[0]?.headers.waitPosition).toBe('95');
    // Revising again starts from the waiting revision.
    fireEvent.click(screen.getByTestId('expert-revise'));
    expect((screen.getByTestId('expert-revise-Title') as HTMLInputElement).value).toBe('省级生涯规划名师');
    fireEvent.click(screen.getByTestId('expert-revise-cancel'));
    expect(screen.queryByTestId('expert-revise-form')).toBeNull();
  });
});
