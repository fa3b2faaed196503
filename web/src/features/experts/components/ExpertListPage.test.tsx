import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { clearLogin } from '@/lib/session';
import { examProvinceAtom } from '@/lib/site-config';
import { mockApi, ok, signIn } from '@/features/admin/test/mock-api';
import { booking, detail, expert, slot, SPECIALTIES } from '../test/fixtures';
import ExpertListPage from './ExpertListPage';

vi.setConfig({ testTimeout: 20_000 });

const GUANGDONG = { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' };
const routes = [
  { path: '/expertlist', element: page(<ExpertListPage />) },
  { path: '/expertdetail', element: page(<p>专家详情页</p>) },
  { path: '/expertsettlein', element: page(<p>入驻页</p>) },
];
const location = () => screen.getByTestId('location').textContent;
const listed = (List = [expert()], Total = List.length) => ok({ List, Total, PageIndex: 1, PageSize: 10, Specialties: SPECIALTIES });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2027-06-01T00:00:00Z'));
  signIn('u-family');
  clearLogin();
  appStore.set(examProvinceAtom, GUANGDONG);
});
afterEach(() => {
  vi.useRealTimers();
  appStore.set(examProvinceAtom, null);
  vi.unstubAllGlobals();
});

describe('/expertlist', () => {
  it('lists experts for the visitor’s province with their facts, free slots and next slot in Beijing time', async () => {
    const api = mockApi({ 'Web/GetTeacherList': () => listed([expert(), expert({ Id: 'e2', Name: '周老师', FreeSlots: 0, NextSlot: null, Provinces: [] })], 2) });
    renderAt('/expertlist', routes);
    const cards = await screen.findAllByTestId('expert-card');
    expect(cards.map((c) => c.dataset.id)).toEqual(['3f2a9c0e5b7d1a44', 'e2']);
    const first = within(cards[0]);
    expect(first.getByTestId('expert-card-link').getAttribute('href')).toBe('/expertdetail?id=3f2a9c0e5b7d1a44');
    expect(first.getByTestId('expert-card-role').textContent).toBe('高中生涯规划教师 · 某市第一中学 · 从业 12 年');
    expect(first.getByTestId('expert-specialties').textContent).toBe('志愿填报新高考选科');
    expect(first.getByTestId('expert-provinces').textContent).toBe('服务地区：广东');
    expect(first.getByTestId('expert-card-slots').textContent).toBe('可预约时段 3 个最近：6月20日 周日 19:30');
    expect(within(cards[1]).getByTestId('expert-card-slots').textContent).toBe('暂无可预约时段');
    expect(within(cards[1]).getByTestId('expert-provinces').textContent).toBe('服务地区：全国');
    expect(api.bodies('Web/GetTeacherList')).toEqual([{ PageIndex: 1, PageSize: 10, ProvinceId: 44 }]);
    expect(screen.getByTestId('expert-caution').textContent).toContain('任何人都无法保证录取结果');
    expect(screen.queryByTestId('expert-my-bookings')).toBeNull();
  });

  it('filters by keyword, specialty and province in the address', async () => {
    const api = mockApi({ 'Web/GetTeacherList': () => listed() });
    renderAt('/expertlist', routes);
    await screen.findAllByTestId('expert-card');
    fireEvent.change(screen.getByTestId('expert-filter-specialty'), { target: { value: '强基计划' } });
    await waitFor(() => expect(api.bodies('Web/GetTeacherList').slice(-1)[0]).toEqual({ PageIndex: 1, PageSize: 10, Specialty: '强基计划', ProvinceId: 44 }));
    fireEvent.change(screen.getByTestId('expert-filter-province'), { target: { value: '0' } });
    await waitFor(() => expect(api.bodies('Web/GetTeacherList').slice(-1)[0]).toEqual({ PageIndex: 1, PageSize: 10, Specialty: '强基计划' }));
    const input = screen.getByTestId('expert-search-input');
    expect(input.getAttribute('maxlength')).toBe('20');
    fireEvent.change(input, { target: { value: ' 李 ' } });
    fireEvent.click(screen.getByTestId('expert-search-button'));
    await waitFor(() => expect(api.bodies('Web/GetTeacherList').slice(-1)[0]).toEqual({ PageIndex: 1, PageSize: 10, Keyword: '李', Specialty: '强基计划' }));
    expect(location()).toBe('/expertlist?keyword=%E6%9D%8E&specialty=%E5%BC%BA%E5%9F%BA%E8%AE%A1%E5%88%92&province=0');
  });

  it('says truthfully that nobody is listed yet, and leads to 入驻申请', async () => {
    const api = mockApi({ 'Web/GetTeacherList': () => listed([], 0) });
    renderAt('/expertlist', routes);
    const empty = await screen.findByTestId('expert-list-empty');
    expect(empty.textContent).toContain('目前还没有专家入驻');
    expect(within(empty).getByTestId('expert-list-apply').getAttribute('href')).toBe('/expertsettlein');
    // Under the visitor's province first, then asked without filters.
    expect(api.bodies('Web/GetTeacherList')).toEqual([{ PageIndex: 1, PageSize: 10, ProvinceId: 44 }, { PageIndex: 1, PageSize: 1 }]);
  });

  it('says when only the filters match nobody', async () => {
    mockApi({ 'Web/GetTeacherList': (b) => (b.PageSize === 1 ? listed([expert()], 4) : listed([], 0)) });
    renderAt('/expertlist?specialty=艺术类', routes);
    const empty = await screen.findByTestId('expert-list-empty');
    expect(empty.textContent).toContain('没有符合条件的专家');
    fireEvent.click(within(empty).getByTestId('expert-list-clear'));
    await waitFor(() => expect(location()).toBe('/expertlist?province=0'));
  });

  it('signed in, lists 我的预约 with status and who cancelled, and cancels with an optional reason', async () => {
    signIn('u-family');
    let cancelled = false;
    const api = mockApi({
      'Web/GetTeacherList': () => listed(),
      'Expert/MyBookings': () => ok([
        booking({ Id: 'b1', Cancelled: cancelled, Status: cancelled ? 'cancelled' : 'upcoming', CanCancel: !cancelled, CanMove: !cancelled, CancelledBy: cancelled ? 'family' : '' }),
        booking({ Id: 'b2', Status: 'cancelled', Cancelled: true, CancelledBy: 'expert', Reason: '临时有监考任务', CanCancel: false, CanMove: false, Start: '2027-06-10T11:30:00Z', End: '2027-06-10T12:00:00Z' }),
        booking({ Id: 'b3', Status: 'past', CanCancel: false, CanMove: false, Start: '2027-05-10T11:30:00Z', End: '2027-05-10T12:00:00Z' }),
      ]),
      'Expert/CancelBooking': () => {
        cancelled = true;
        return ok({ Version: 9, Position: 4321 });
      },
    });
    renderAt('/expertlist', routes);
    const items = await screen.findAllByTestId('expert-booking');
    expect(items.map((i) => [i.dataset.id, within(i).getByTestId('expert-booking-status').textContent])).toEqual([
      ['b1', '即将开始'], ['b2', '已取消'], ['b3', '已结束'],
    ]);
    expect(within(items[1]).getByTestId('expert-booking-cancel-note').textContent).toBe('专家已取消：临时有监考任务');
    expect(within(items[1]).queryByTestId('expert-booking-cancel')).toBeNull();
    expect(within(items[0]).getByTestId('expert-booking-when').textContent).toBe('6月20日 周日 19:30–20:00');

    fireEvent.click(within(items[0]).getByTestId('expert-booking-cancel'));
    const dialog = await screen.findByTestId('expert-cancel-dialog');
    expect(dialog.textContent).toContain('6月20日 周日 19:30–20:00');
    fireEvent.click(within(dialog).getByTestId('expert-cancel-confirm'));
    await waitFor(() => expect(api.bodies('Expert/CancelBooking')).toEqual([{ BookingId: 'b1' }]));
    await waitFor(() => expect(screen.getAllByTestId('expert-booking')[0].dataset.status).toBe('cancelled'));
    expect(screen.queryByTestId('expert-cancel-dialog')).toBeNull();
    // The read after the write waits for it.
    const reads = api.calls.filter((c) => c.path === 'Expert/MyBookings');
    expect(reads.slice(-1)[0]?.headers.waitPosition).toBe('4321');
  });

  it('moves a booking to another free slot of the same expert', async () => {
    signIn('u-family');
    const api = mockApi({
      'Web/GetTeacherList': () => listed(),
      'Expert/MyBookings': () => ok([booking({ Id: 'b1', SlotId: 'slot-1' })]),
      'Web/GetTeacherDetail': () => ok(detail({ Slots: [slot(), slot({ Id: 'slot-9', Start: '2027-06-22T11:30:00Z', End: '2027-06-22T12:00:00Z' })] })),
      'Expert/MoveBooking': () => ok({ Version: 10, Position: 4400 }),
    });
    renderAt('/expertlist', routes);
    fireEvent.click(await screen.findByTestId('expert-booking-move'));
    const options = await screen.findAllByTestId('expert-move-slot');
    expect(options.map((o) => (o as HTMLInputElement).value)).toEqual(['slot-9']);
    expect(api.bodies('Web/GetTeacherDetail')).toEqual([{ Id: '3f2a9c0e5b7d1a44' }]);
    expect((screen.getByTestId('expert-move-confirm') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(options[0]);
    fireEvent.click(screen.getByTestId('expert-move-confirm'));
    await waitFor(() => expect(api.bodies('Expert/MoveBooking')).toEqual([{ BookingId: 'b1', SlotId: 'slot-9' }]));
    await waitFor(() => expect(screen.queryByTestId('expert-move-dialog')).toBeNull());
  });
});
