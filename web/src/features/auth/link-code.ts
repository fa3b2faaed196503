// The code a login link carries in Token= (docs/API-ACCOUNT.md, Login links): one-time, five
// minutes, exchanged for a session. A link never carries a session token any more.
import type { LoginData } from '@/types/api';
import { ApiCode, ApiError } from '@/lib/api-client';
import { loginByLink } from '@/lib/endpoints/login-by-link';

export const MSG_SWITCH = '切换到该账号？';
export const MSG_OLD_LINK = '该登录链接无效或为已停用的旧版链接，请重新获取登录链接';
export const MSG_LINK_FAILED = '登录链接无效，请重新获取';

const LINK_CODE = /^zyl\.[A-Za-z0-9_-]{43}$/;

/** A login link code (an old link's session token has no "zyl." and is refused before any call). */
export function isLinkCode(value: string): boolean {
  return LINK_CODE.test(value.trim());
}

/** The question before a link replaces the signed-in user, naming both accounts. */
export function switchQuestion(current: LoginData | null, account: string): string {
  const lines = [MSG_SWITCH];
  if (account) lines.push(`链接中的账号：${account}`);
  if (current?.NickName) lines.push(`当前登录：${current.NickName}`);
  lines.push('取消则保持当前登录。');
  return lines.join('\n');
}

export type Confirm = (question: string) => boolean | Promise<boolean>;

export type LinkExchange = { kind: 'login'; data: LoginData } | { kind: 'kept' } | { kind: 'failed'; message: string };

function failed(e: unknown): LinkExchange {
  return { kind: 'failed', message: (e as Error)?.message || MSG_LINK_FAILED };
}

function needsSwitch(e: unknown): { account: string } | null {
  if (!(e instanceof ApiError) || e.code !== ApiCode.Conflict) return null;
  const d = e.data as { NeedSwitch?: boolean; Account?: string } | null;
  return d?.NeedSwitch ? { account: String(d.Account ?? '') } : null;
}

/**
 * Exchanges a link's code for login data. When the server says another user is signed in here,
 * asks first: no keeps the current user (the code stays unused), yes exchanges it.
 */
export async function exchangeLinkCode(code: string, current: LoginData | null, confirm: Confirm): Promise<LinkExchange> {
  try {
    return { kind: 'login', data: await loginByLink(code.trim()) };
  } catch (e) {
    const ask = needsSwitch(e);
    if (!ask) return failed(e);
    if (!(await confirm(switchQuestion(current, ask.account)))) return { kind: 'kept' };
  }
  try {
    return { kind: 'login', data: await loginByLink(code.trim(), true) };
  } catch (e) {
    return failed(e);
  }
}
