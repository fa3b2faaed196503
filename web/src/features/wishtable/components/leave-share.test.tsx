import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { saveLoginData } from '@/lib/session';
import { mockApi, ok, type Answer } from '@/features/admission/test/mock-api';
import type { LoginData } from '@/types/api';
import type { TableHeader } from '../types';
import { DETAIL, HEADER } from '../test/fixtures';
import WishListPage from './WishListPage';
import WishTablePage from './WishTablePage';

vi.setConfig({ testTimeout: 20_000 });

// The signed-in user u1 is a viewer of the owner's (u0711) table.
const LOGIN: LoginData = { Token: 't1', UserId: 'u1', NickName: '小明', UserType: 0, RightsList: [], UserProductList: [] };
const SHARED: TableHeader = { ...HEADER, TableId: 't2', Name: '妈妈的志愿表', Role: 'viewer', RoleName: '仅查看' };
const toasts = () => appStore.get(toastsAtom).map((t) => t.text);

let left: boolean;
let leaveAnswer: Answer;
let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  left = false;
  leaveAnswer = ok({ Version: 7, Position: 70 });
  appStore.set(toastsAtom, []);
  localStorage.setItem('zhiyuan:WishOnboarded', 'true');
  saveLoginData(LOGIN);
  api = mockApi({
    'WishTable/List': () => ok({ Owned: [HEADER], Shared: left ? [] : [SHARED], Deleted: [], MaxTable: 20 }),
    'WishTable/Detail': (b) => ok(b.TableId === 't2' ? { ...DETAIL, Table: SHARED } : DETAIL),
    'WishTable/Risk': () => ({ Code: 402, Data: { NeedRights: ['WISH_SIMULATE'], Url: '/openvip' }, Message: '整表模拟是会员功能，开通会员后即可使用' }),
    'WishTable/RemoveMember': () => {
      if (leaveAnswer.Code === 0) left = true;
      return leaveAnswer;
    },
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('退出共享', () => {
  it('a member leaves a shared table from the list after confirming; the list reads again', async () => {
    renderAt('/wish-list', [{ path: '/wish-list', element: page(<WishListPage />) }]);
    const row = await screen.findByTestId('wish-shared-row');
    expect(within(screen.getByTestId('wish-owned-row')).queryByTestId('wish-leave')).toBeNull();
    fireEvent.click(within(row).getByTestId('wish-leave'));
    const dialog = await screen.findByTestId('wish-leave-dialog');
    expect(dialog.textContent).toContain('确定退出「妈妈的志愿表」的共享吗？');
    fireEvent.click(screen.getByTestId('wish-leave-dialog-cancel'));
    await waitFor(() => expect(screen.queryByTestId('wish-leave-dialog')).toBeNull());
    expect(api.bodies('WishTable/RemoveMember')).toEqual([]);

    fireEvent.click(within(row).getByTestId('wish-leave'));
    fireEvent.click(await screen.findByTestId('wish-leave-dialog-confirm'));
    await waitFor(() => expect(api.bodies('WishTable/RemoveMember')).toEqual([{ TableId: 't2', UserId: 'u1' }]));
    expect(await screen.findByTestId('wish-shared-empty')).toBeTruthy();
    expect(toasts()).toContain('已退出「妈妈的志愿表」的共享');
  });

  it('shows the server’s refusal and stays', async () => {
    leaveAnswer = { Code: 404, Data: null, Message: '你已不是这张志愿表的共享成员，无需再次退出' };
    renderAt('/wish-list', [{ path: '/wish-list', element: page(<WishListPage />) }]);
    fireEvent.click(within(await screen.findByTestId('wish-shared-row')).getByTestId('wish-leave'));
    fireEvent.click(await screen.findByTestId('wish-leave-dialog-confirm'));
    await waitFor(() => expect(toasts()).toContain('你已不是这张志愿表的共享成员，无需再次退出'));
    expect(screen.getByTestId('wish-shared-row')).toBeTruthy();
  });

  it('a member leaves from the table page and lands on 我的志愿表; the owner has no such button', async () => {
    renderAt('/wishtable?id=t2', [
      { path: '/wishtable', element: page(<WishTablePage />) },
      { path: '/wish-list', element: page(<p>我的志愿表</p>) },
    ]);
    fireEvent.click(await screen.findByTestId('wish-leave'));
    fireEvent.click(await screen.findByTestId('wish-leave-dialog-confirm'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/wish-list'));
    expect(api.bodies('WishTable/RemoveMember')).toEqual([{ TableId: 't2', UserId: 'u1' }]);
    cleanup();
    renderAt('/wishtable?id=t1', [{ path: '/wishtable', element: page(<WishTablePage />) }]);
    expect(await screen.findAllByTestId('wish-unit')).toHaveLength(2);
    expect(screen.queryByTestId('wish-leave')).toBeNull();
  });
});
