import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { clearLogin, getLoginData, saveLoginData } from '@/lib/session';
import { DRAFT_PREFIX } from '@/lib/storage';
import { isLinkCode, switchQuestion } from './link-code';
import { runTokenLogin } from './token-login';

const code = 'zyl.' + 'Ab3_-'.repeat(8) + 'xyz';
const oldToken = 'Ab3_-'.repeat(8) + 'xyz'; // a session token: 43 base64url characters
const person = (id: string, nick: string, token = 'tok-' + id) =>
  ({ Token: token, UserId: id, NickName: nick, UserType: 0, RightsList: [], UserProductList: [] });

type Call = { path: string; body: Record<string, unknown>; token?: string };
let calls: Call[] = [];

/** Answers each API path with the next envelope in its list (the last one repeats). */
function server(answers: Record<string, object[]>) {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    const path = url.replace('/api/', '');
    calls.push({ path, body: JSON.parse(String(init.body || '{}')), token: (init.headers as Record<string, string>).token });
    const list = answers[path] ?? [{ Code: 0, Data: null, Message: '' }];
    return new Response(JSON.stringify(list.length > 1 ? list.shift() : list[0]), { status: 200 });
  }));
}

const complete = { IsNeedComplateBaseInfo: 0, IsNeedComplateScore: 0, IsNeedComplateFinalScore: 0, IsNeedComplateSubjects: 0 };
const afterLogin = {
  'User/GetUserStudent': [{ Code: 0, Data: { NickName: 'B', UserScore: null } }],
  'User/CheckUserStudentComplate': [{ Code: 0, Data: complete }],
};
const ask = { Code: 409, Data: { NeedSwitch: true, Account: '139****0072' }, Message: '切换到该账号？' };
const link = (path = '/#/userinfo') => `${window.location.origin}${path}?Token=${encodeURIComponent(code)}`;
const toasts = () => appStore.get(toastsAtom).map((t) => t.text);

beforeEach(() => {
  calls = [];
  clearLogin();
  appStore.set(toastsAtom, []);
  window.history.replaceState(null, '', '/');
});
afterEach(() => vi.unstubAllGlobals());

describe('login link codes', () => {
  it('are told apart from the session tokens old links carried', () => {
    expect(isLinkCode(code)).toBe(true);
    expect(isLinkCode(` ${code}\n`)).toBe(true);
    expect(isLinkCode(oldToken)).toBe(false);
    expect(isLinkCode('zyl.short')).toBe(false);
    expect(isLinkCode(code + '.x')).toBe(false);
  });
  it('ask by name before switching', () => {
    expect(switchQuestion(person('1', '小志'), '139****0072')).toBe('切换到该账号？\n链接中的账号：139****0072\n当前登录：小志\n取消则保持当前登录。');
    expect(switchQuestion(null, '').startsWith('切换到该账号？')).toBe(true);
  });
});

describe('a link opened in the page', () => {
  it('for another user asks; no keeps the signed-in user and drops the code from the address', async () => {
    saveLoginData(person('A', '甲'));
    server({ 'Auth/LoginByLink': [ask] });
    const confirm = vi.fn((_question: string) => false);
    await expect(runTokenLogin(link(), confirm)).resolves.toEqual({ kind: 'none' });
    expect(confirm).toHaveBeenCalledWith(expect.stringContaining('切换到该账号？'));
    expect(confirm.mock.calls[0][0]).toContain('当前登录：甲');
    expect(getLoginData()?.UserId).toBe('A');
    expect(calls).toEqual([{ path: 'Auth/LoginByLink', body: { LinkCode: code, Switch: false }, token: 'tok-A' }]);
    expect(window.location.href).toBe(`${window.location.origin}/#/userinfo`);
    expect(toasts()).toEqual([]);
  });

  it('for another user, once agreed, signs that user in and drops the previous user\'s drafts', async () => {
    saveLoginData(person('A', '甲'));
    window.localStorage.setItem(DRAFT_PREFIX + 'wish', '{"of":"A"}');
    server({ 'Auth/LoginByLink': [ask, { Code: 0, Data: person('B', '乙', 'tok-B') }], ...afterLogin });
    const confirm = vi.fn((_question: string) => true);
    await expect(runTokenLogin(link(), confirm)).resolves.toEqual({ kind: 'reload' });
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(calls[1]).toEqual({ path: 'Auth/LoginByLink', body: { LinkCode: code, Switch: true }, token: 'tok-A' });
    expect(getLoginData()).toMatchObject({ UserId: 'B', Token: 'tok-B' });
    expect(window.localStorage.getItem(DRAFT_PREFIX + 'wish')).toBeNull();
    expect(calls.slice(2).every((c) => c.token === 'tok-B')).toBe(true);
  });

  it('with nobody signed in, or the same user, signs in without asking', async () => {
    server({ 'Auth/LoginByLink': [{ Code: 0, Data: person('B', '乙', 'tok-B') }], ...afterLogin });
    const confirm = vi.fn((_question: string) => true);
    await expect(runTokenLogin(link(), confirm)).resolves.toEqual({ kind: 'reload' });
    expect(calls[0].token).toBeUndefined();
    expect(getLoginData()?.Token).toBe('tok-B');

    window.localStorage.setItem(DRAFT_PREFIX + 'wish', '{"of":"B"}');
    server({ 'Auth/LoginByLink': [{ Code: 0, Data: person('B', '乙', 'tok-B2') }], ...afterLogin });
    await expect(runTokenLogin(link(), confirm)).resolves.toEqual({ kind: 'reload' });
    expect(confirm).not.toHaveBeenCalled();
    expect(getLoginData()?.Token).toBe('tok-B2');
    expect(window.localStorage.getItem(DRAFT_PREFIX + 'wish')).toBe('{"of":"B"}');
  });

  it('that is used, expired or unknown says so and keeps the signed-in user', async () => {
    saveLoginData(person('A', '甲'));
    server({ 'Auth/LoginByLink': [{ Code: 400, Data: null, Message: '该登录链接已使用过，请重新获取' }] });
    await expect(runTokenLogin(link(), () => true)).resolves.toEqual({ kind: 'failed' });
    expect(toasts()).toEqual(['该登录链接已使用过，请重新获取']);
    expect(getLoginData()?.UserId).toBe('A');
    expect(window.location.href).toBe(`${window.location.origin}/#/userinfo`);
  });

  it('carrying a session token (an old link) signs nobody in and asks the server nothing', async () => {
    saveLoginData(person('A', '甲'));
    server({});
    const href = `${window.location.origin}/#/index?Token=${oldToken}`;
    await expect(runTokenLogin(href, () => true)).resolves.toEqual({ kind: 'failed' });
    expect(calls).toEqual([]);
    expect(toasts()).toEqual(['该登录链接无效或为已停用的旧版链接，请重新获取登录链接']);
    expect(getLoginData()?.Token).toBe('tok-A');
    expect(window.location.href).toBe(`${window.location.origin}/#/index`);
  });
});
