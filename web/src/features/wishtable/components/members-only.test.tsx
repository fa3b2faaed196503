import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { saveLoginData } from '@/lib/session';
import { mockApi, ok, type Answer } from '@/features/admission/test/mock-api';
import type { LoginData } from '@/types/api';
import { DETAIL, HEADER } from '../test/fixtures';
import DownloadPage from './DownloadPage';
import WishListPage from './WishListPage';
import WishTablePage from './WishTablePage';

vi.setConfig({ testTimeout: 20_000 });

const LOGIN: LoginData = { Token: 't1', UserId: 'u1', NickName: '小明', UserType: 0, RightsList: [], UserProductList: [] };
const refusal = (Message: string, right: string): Answer => ({ Code: 402, Data: { NeedRights: [right], Url: '/openvip' }, Message });
const toasts = () => appStore.get(toastsAtom).map((t) => t.text);

let api: ReturnType<typeof mockApi>;
beforeEach(() => {
  appStore.set(toastsAtom, []);
  localStorage.setItem('zhiyuan:WishOnboarded', 'true');
  saveLoginData(LOGIN);
  api = mockApi({
    'WishTable/Detail': () => ok(DETAIL),
    'WishTable/Risk': () => refusal('整表模拟是会员功能，开通会员后即可使用', 'WISH_SIMULATE'),
    'WishTable/Export': () => refusal('导出志愿表是会员功能，开通会员后即可使用', 'WISH_EXPORT'),
    'WishTable/List': () => ok({ Owned: [HEADER], Shared: [], Deleted: [], MaxTable: 20 }),
    'WishTable/Copy': () => refusal('多张志愿表是会员功能，开通会员后即可使用', 'WISH_TABLES'),
    'WishTable/ShareByPhone': () => refusal('家人协作是会员功能，开通会员后即可使用', 'WISH_SHARE'),
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('members-only features (Code 402)', () => {
  it('the export shows the message and 开通会员 instead of an error', async () => {
    renderAt('/download?id=t1', [{ path: '/download', element: page(<DownloadPage />) }]);
    fireEvent.click(await screen.findByTestId('wish-download-xlsx'));
    const notice = await screen.findByTestId('members-only');
    expect(within(notice).getByTestId('members-only-message').textContent).toBe('导出志愿表是会员功能，开通会员后即可使用');
    expect(within(notice).getByTestId('members-only-open').getAttribute('href')).toBe('/openvip');
    expect(screen.queryByTestId('wish-download-error')).toBeNull();
    expect(toasts()).toEqual([]);
    // Known beforehand from the login data: the members' features are marked.
    expect(screen.getByTestId('wish-nav-download').textContent).toContain('会员');
  });

  it('the editor keeps the table and shows the risk as members-only; sharing says so too', async () => {
    renderAt('/wishtable?id=t1', [{ path: '/wishtable', element: page(<WishTablePage />) }]);
    expect(await screen.findAllByTestId('wish-unit')).toHaveLength(2);
    const risk = screen.getByTestId('wish-risk');
    await waitFor(() => expect(within(risk).getByTestId('members-only-message').textContent).toBe('整表模拟是会员功能，开通会员后即可使用'));
    fireEvent.change(screen.getByTestId('wish-share-phone'), { target: { value: '13800000712' } });
    fireEvent.click(screen.getByTestId('wish-share-submit'));
    const share = screen.getByTestId('wish-share');
    await waitFor(() => expect(within(share).getByTestId('members-only-message').textContent).toBe('家人协作是会员功能，开通会员后即可使用'));
    expect(toasts()).toEqual([]);
  });

  it('copying a second table shows the notice; a member sees no 会员 marks', async () => {
    renderAt('/wish-list', [{ path: '/wish-list', element: page(<WishListPage />) }]);
    const row = await screen.findByTestId('wish-owned-row');
    expect(within(row).getByTestId('member-badge').textContent).toBe('会员');
    fireEvent.click(within(row).getByTestId('wish-table-copy'));
    expect((await screen.findByTestId('members-only-message')).textContent).toBe('多张志愿表是会员功能，开通会员后即可使用');
    expect(api.bodies('WishTable/Copy')).toEqual([{ TableId: 't1' }]);
    cleanup();
    saveLoginData({ ...LOGIN, RightsList: [{ RightsCode: 'WISH_TABLES', ExpireAt: '2999-01-01T00:00:00Z' }] });
    renderAt('/wish-list', [{ path: '/wish-list', element: page(<WishListPage />) }]);
    await screen.findByTestId('wish-owned-row');
    expect(screen.queryByTestId('member-badge')).toBeNull();
  });
});
