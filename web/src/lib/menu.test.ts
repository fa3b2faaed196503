import { describe, expect, it } from 'vitest';
import type { LoginData } from '@/types/api';
import { fillPlaceholders, resolveMenuAction } from './menu';

const login: LoginData = { Token: 't 1', UserId: 42, NickName: '小明', UserType: 0, RightsList: [], UserProductList: [] };

describe('menu placeholders', () => {
  it('replaces {userid}, {token} and {nickname} from login data', () => {
    expect(fillPlaceholders('/x?u={userid}&t={token}&n={nickname}', login)).toBe('/x?u=42&t=t%201&n=%E5%B0%8F%E6%98%8E');
    expect(fillPlaceholders('https://a.cn/{USERID}', login)).toBe('https://a.cn/42');
  });
  it('leaves paths without placeholders alone, logged in or not', () => {
    expect(fillPlaceholders('/index', null)).toBe('/index');
  });
  it('asks for login when a placeholder needs user data', () => {
    expect(fillPlaceholders('/x?t={token}', null)).toBeNull();
    expect(resolveMenuAction({ MenuPath: '/x?t={token}', OpenWay: 0 }, null)).toEqual({ kind: 'error', message: '请先登录！', redirect: '/login' });
  });
});

describe('menu open ways', () => {
  it('0 opens in the same window', () => {
    expect(resolveMenuAction({ MenuPath: '/university', OpenWay: 0 }, null)).toEqual({ kind: 'route', path: '/university', newWindow: false });
    expect(resolveMenuAction({ MenuPath: 'https://a.cn', OpenWay: 0 }, null)).toEqual({ kind: 'url', url: 'https://a.cn', newWindow: false });
  });
  it('1 opens in a new window', () => {
    expect(resolveMenuAction({ MenuPath: '/university', OpenWay: 1 }, null)).toEqual({ kind: 'route', path: '/university', newWindow: true });
    expect(resolveMenuAction({ MenuPath: 'http://a.cn', OpenWay: 1 }, null)).toEqual({ kind: 'url', url: 'http://a.cn', newWindow: true });
  });
  it('other ways: http links in a new window, in-app paths navigate', () => {
    expect(resolveMenuAction({ MenuPath: 'https://a.cn', OpenWay: 2 }, null)).toEqual({ kind: 'url', url: 'https://a.cn', newWindow: true });
    expect(resolveMenuAction({ MenuPath: '/profession', OpenWay: 5 }, null)).toEqual({ kind: 'route', path: '/profession', newWindow: false });
  });
  it("a path of '/' goes to /develop in the nav and says 功能开发中…… in the footer", () => {
    expect(resolveMenuAction({ MenuPath: '/', OpenWay: 0 }, null, 'nav')).toEqual({ kind: 'route', path: '/develop', newWindow: false });
    expect(resolveMenuAction({ MenuPath: '/', OpenWay: 1 }, null, 'footer')).toEqual({ kind: 'error', message: '功能开发中……' });
    expect(resolveMenuAction({ MenuPath: '', OpenWay: 0 }, null, 'footer').kind).toBe('error');
  });
});
