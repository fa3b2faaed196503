import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { clearLogin } from '@/lib/session';
import { mockApi, ok, refused, signIn } from '@/features/admin/test/mock-api';
import { booking, detail, RULES, slot } from '../test/fixtures';
import ExpertDetailPage from './ExpertDetailPage';

vi.setConfig({ testTimeout: 20_000 });

const ID = '3f2a9c0e5b7d1a44';
const routes = [
  { path: '/expertdetail', element: page(<ExpertDetailPage />) },
  { path: '/login', element: page(<p>登录页</p>) },
  { path: '/expertlist', element: page(<p>专家团队</p>) },
];
const location = () => screen.getByTestId('location').textContent;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-06-01T00:00:00Z'));
  signIn('u-family');
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const fill = (name: string, phone: string, question = '') => {
  fireEvent.change(screen.getByTestId('expert-book-name'), { target: { value: name } });
  fireEvent.change(screen.getByTestId('expert-book-phone'), { target: { value: phone } });
  if (question) fireEvent.change(screen.getByTestId('expert-book-question'), { target: { value: question } });
};

describe('/expertdetail', () => {
  it('shows the profile, the rules and the slots by day, a taken one as 已约满', async () => {
    clearLogin();
    const api = mockApi({ 'Web/GetTeacherDetail': () => ok(detail()) });
    renderAt(`/expertdetail?id=${ID}`, routes);
    expect((await screen.findByTestId('expert-name')).textContent).toBe('李老师');
    expect(screen.getByTestId('expert-role').textContent).toBe('高中生涯规划教师 · 某市第一中学 · 从业 12 年');
    const days = screen.getAllByTestId('expert-slot-day');
    expect(days.map((d) => d.querySelector('h3')?.textContent)).toEqual(['6月20日 周日', '6月21日 周一']);
    const slots = within(days[0]).getAllByTestId('expert-slot');
    expect(slots.map((s) => s.textContent)).toEqual(['19:30–20:00视频 · 30 分钟预约', '20:30–21:30视频 · 60 分钟已约满']);
    expect((within(slots[1]).getByTestId('expert-slot-taken') as HTMLButtonElement).disabled).toBe(true);
    expect(within(days[1]).getByTestId('expert-slot').textContent).toContain('电话');
    expect(within(screen.getByTestId('expert-rules')).getAllByRole('listitem').map((li) => li.textContent)).toEqual(RULES);
    expect(screen.getByTestId('expert-caution')).toBeTruthy();
    expect(api.bodies('Web/GetTeacherDetail')).toEqual([{ Id: ID }]);
    await waitFor(() => expect(document.title).toBe('李老师 - 专家详情 - 高考志愿填报'));
  });

  it('sends a visitor who is not signed in to /login, with the way back', async () => {
    clearLogin();
    mockApi({ 'Web/GetTeacherDetail': () => ok(detail()) });
    renderAt(`/expertdetail?id=${ID}`, routes);
    fireEvent.click((await screen.findAllByTestId('expert-slot-book'))[0]);
    await waitFor(() => expect(location()).toBe(`/login?redirect=${encodeURIComponent(`/expertdetail?id=${ID}`)}`));
  });

  it('books a slot through the form; the booking shows under 我的预约', async () => {
    let booked = false;
    const api = mockApi({
      'Web/GetTeacherDetail': () => ok(detail(booked ? { MyBookings: [booking()], Slots: [slot({ Free: false })] } : {})),
      'Web/TeacherReserve': () => {
        booked = true;
        return ok({ BookingId: `${ID}-b1`, Version: 7, Position: 1234 });
      },
    });
    renderAt(`/expertdetail?id=${ID}`, routes);
    expect(screen.queryByTestId('expert-my-bookings')).toBeNull();
    fireEvent.click((await screen.findAllByTestId('expert-slot-book'))[0]);
    const dialog = await screen.findByTestId('expert-book-dialog');
    expect(within(dialog).getByTestId('expert-book-when').textContent).toBe('时段：6月20日 周日 19:30–20:00（视频，30 分钟）');
    fill('王', '123');
    fireEvent.click(within(dialog).getByTestId('expert-book-submit'));
    expect((await screen.findByTestId('expert-book-problems')).textContent).toBe('联系人姓名须为 2–20 个字；请输入正确的11位手机号');
    expect(api.bodies('Web/TeacherReserve')).toEqual([]);
    fill('王家长', '13912345678', '物化生能报哪些专业？');
    fireEvent.click(within(dialog).getByTestId('expert-book-submit'));
    await waitFor(() => expect(api.bodies('Web/TeacherReserve')).toEqual([{ TeacherId: ID, SlotId: 'slot-1', Name: '王家长', Phone: '13912345678', Question: '物化生能报哪些专业？' }]));
    expect((await screen.findByTestId('expert-booked')).textContent).toContain('13912345678');
    const mine = await screen.findByTestId('expert-my-bookings');
    expect(within(mine).getByTestId('expert-booking-status').textContent).toBe('即将开始');
    expect(screen.queryByTestId('expert-book-dialog')).toBeNull();
    const reads = api.calls.filter((c) => c.path === 'Web/GetTeacherDetail');
    expect(reads.slice(-1)[0]?.headers.waitPosition).toBe('1234');
  });

  it('says so when the slot was just taken, and shows the slots as they are now', async () => {
    let taken = false;
    const api = mockApi({
      'Web/GetTeacherDetail': () => ok(detail(taken ? { Slots: [slot({ Free: false })] } : { Slots: [slot()] })),
      'Web/TeacherReserve': () => {
        taken = true;
        return refused(409, '这个时段刚被其他家长预约了，请选择其他时段');
      },
    });
    renderAt(`/expertdetail?id=${ID}`, routes);
    fireEvent.click(await screen.findByTestId('expert-slot-book'));
    fill('王家长', '13912345678');
    fireEvent.click(screen.getByTestId('expert-book-submit'));
    expect((await screen.findByTestId('expert-book-refused')).textContent).toContain('这个时段刚被其他家长预约了');
    await waitFor(() => expect(screen.getByTestId('expert-slot').dataset.free).toBe('false'));
    expect(screen.queryByTestId('expert-book-dialog')).toBeNull();
    expect(api.bodies('Web/GetTeacherDetail')).toHaveLength(2);
  });

  it('keeps the dialog open with the server’s words for a limit', async () => {
    mockApi({
      'Web/GetTeacherDetail': () => ok(detail()),
      'Web/TeacherReserve': () => refused(429, '你已有 3 个未开始的预约，结束或取消后再预约'),
    });
    renderAt(`/expertdetail?id=${ID}`, routes);
    fireEvent.click((await screen.findAllByTestId('expert-slot-book'))[0]);
    fill('王家长', '13912345678');
    fireEvent.click(screen.getByTestId('expert-book-submit'));
    expect((await screen.findByTestId('expert-book-error')).textContent).toBe('你已有 3 个未开始的预约，结束或取消后再预约');
    expect(screen.getByTestId('expert-book-dialog')).toBeTruthy();
  });

  it('an unknown or closed expert is gone; the expert’s own page has no 预约', async () => {
    mockApi({ 'Web/GetTeacherDetail': () => refused(404, '专家不存在或暂未开放预约') });
    renderAt('/expertdetail?id=nope', routes);
    expect((await screen.findByTestId('expert-gone')).textContent).toContain('专家不存在或暂未开放预约');
    expect(screen.getByTestId('expert-gone-back').getAttribute('href')).toBe('/expertlist');
  });

  it('shows the expert their own page without booking buttons', async () => {
    mockApi({ 'Web/GetTeacherDetail': () => ok(detail({ IsSelf: true, Expert: { ...detail().Expert, State: 'pending' } })) });
    renderAt(`/expertdetail?id=${ID}`, routes);
    expect((await screen.findByTestId('expert-self-note')).textContent).toContain('审核通过之前只有你自己能看到');
    expect(screen.queryByTestId('expert-slot-book')).toBeNull();
  });
});
