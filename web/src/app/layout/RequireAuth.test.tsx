import { describe, expect, it } from 'vitest';
import { act, screen } from '@testing-library/react';
import { renderAt, page } from '@/test/render';
import { saveLoginData, clearLogin } from '@/lib/session';
import { RequireAuth } from './RequireAuth';

const routes = [
  { path: '/login', element: page(<p>login</p>) },
  { element: <RequireAuth />, children: [{ path: '/userinfo', element: page(<p>secret</p>) }] },
];

describe('protected routes', () => {
  it('redirect to /login with the way back when logged out', () => {
    clearLogin();
    renderAt('/userinfo?source=TB', routes);
    expect(screen.getByTestId('location').textContent).toBe('/login?redirect=%2Fuserinfo%3Fsource%3DTB');
  });
  it('render when logged in', () => {
    saveLoginData({ Token: 't', UserId: 1, NickName: 'n', UserType: 0, RightsList: [], UserProductList: [] });
    renderAt('/userinfo', routes);
    expect(screen.getByText('secret')).toBeTruthy();
    act(() => clearLogin());
  });
});
