// Menu links (SPEC §4): placeholders filled from login data, open ways 0/1/other.
import type { LoginData, Menu } from '@/types/api';

export type MenuAction =
  | { kind: 'error'; message: string; redirect?: string }
  | { kind: 'route'; path: string; newWindow: boolean }
  | { kind: 'url'; url: string; newWindow: boolean };

export const MSG_LOGIN_FIRST = '请先登录！';
export const MSG_DEVELOPING = '功能开发中……';
const PLACEHOLDER = /\{(userid|token|nickname)\}/gi;

export function hasPlaceholders(path: string): boolean {
  return new RegExp(PLACEHOLDER.source, 'i').test(path);
}

/** Replaces {userid}, {token}, {nickname}; null when they are needed and nobody is logged in. */
export function fillPlaceholders(path: string, login: LoginData | null): string | null {
  if (!hasPlaceholders(path)) return path;
  if (!login?.Token) return null;
  return path.replace(PLACEHOLDER, (_m, name: string) => {
    const key = name.toLowerCase();
    const v = key === 'userid' ? login.UserId : key === 'token' ? login.Token : login.NickName;
    return encodeURIComponent(String(v ?? ''));
  });
}

export function isHttpLink(path: string): boolean {
  return /^https?:\/\//i.test(path);
}

/** Where a menu click leads. `place` decides what a path of '/' or '' does. */
export function resolveMenuAction(
  menu: Pick<Menu, 'MenuPath' | 'OpenWay'>,
  login: LoginData | null,
  place: 'nav' | 'footer' = 'nav',
): MenuAction {
  const raw = (menu.MenuPath ?? '').trim();
  if (raw === '' || raw === '/') {
    return place === 'nav' ? { kind: 'route', path: '/develop', newWindow: false } : { kind: 'error', message: MSG_DEVELOPING };
  }
  const path = fillPlaceholders(raw, login);
  if (path === null) return { kind: 'error', message: MSG_LOGIN_FIRST, redirect: '/login' };
  const http = isHttpLink(path);
  const way = Number(menu.OpenWay);
  if (way === 0) return http ? { kind: 'url', url: path, newWindow: false } : { kind: 'route', path, newWindow: false };
  if (way === 1) return http ? { kind: 'url', url: path, newWindow: true } : { kind: 'route', path, newWindow: true };
  return http ? { kind: 'url', url: path, newWindow: true } : { kind: 'route', path, newWindow: false };
}
