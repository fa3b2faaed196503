import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiPost, apiPostNoted, ApiError, getLastWritePosition } from './api-client';
import { appStore } from './store';
import { toastsAtom } from './notify';
import { loginDataAtom, saveLoginData } from './session';
import { getItem, setItem, StorageKeys } from './storage';
import { registerNavigator } from './navigation';

type Call = { url: string; init: RequestInit };
let calls: Call[] = [];

function answer(body: unknown, status = 200) {
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
  }));
}

const login = { Token: 'tok', UserId: 7, NickName: 'n', UserType: 0, RightsList: [], UserProductList: [] };

beforeEach(() => {
  calls = [];
  appStore.set(toastsAtom, []);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('api client', () => {
  it('POSTs JSON with token, orgCode and terminalType headers and returns Data', async () => {
    saveLoginData(login);
    setItem(StorageKeys.OrgCode, 'ORG');
    answer({ Code: 0, Data: { ok: 1 }, Message: '' });
    await expect(apiPost('User/GetUserStudent', { a: 1 })).resolves.toEqual({ ok: 1 });
    const { url, init } = calls[0];
    expect(url).toBe('/api/User/GetUserStudent');
    expect(init.method).toBe('POST');
    expect(init.body).toBe('{"a":1}');
    const h = init.headers as Record<string, string>;
    expect(h.token).toBe('tok');
    expect(h.orgCode).toBe('ORG');
    expect(h.terminalType).toBe('0');
  });

  it('hands on the Message of a successful answer when asked (the server explains an empty answer)', async () => {
    answer({ Code: 0, Data: { List: [] }, Message: '暂无该校在广东的招生计划数据' });
    await expect(apiPostNoted('Public/EnrollmentPlan', {})).resolves.toEqual({ data: { List: [] }, message: '暂无该校在广东的招生计划数据' });
    answer({ Code: 0, Data: 1 });
    await expect(apiPostNoted('Public/EnrollmentPlan', {})).resolves.toEqual({ data: 1, message: '' });
    answer({ Code: 400, Data: null, Message: '请选择院校' });
    await expect(apiPostNoted('Public/EnrollmentPlan', {}, { silent: true })).rejects.toMatchObject({ code: 400, message: '请选择院校' });
  });

  it('sends a form-encoded body when asked', async () => {
    answer({ Code: 0, Data: null, Message: '' });
    await apiPost('Auth/LoginStatus', { token: 'a b' }, { form: true, token: 'a b' });
    expect(calls[0].init.body).toBe('token=a+b');
    expect((calls[0].init.headers as Record<string, string>)['Content-Type']).toBe('application/x-www-form-urlencoded');
  });

  it('shows Message on a non-zero Code and rejects with it', async () => {
    answer({ Code: 400, Data: null, Message: '昵称不能为空' });
    await expect(apiPost('User/UpdateUserStudent', {})).rejects.toMatchObject({ code: 400, message: '昵称不能为空' });
    expect(appStore.get(toastsAtom).map((t) => t.text)).toEqual(['昵称不能为空']);
  });

  it('keeps quiet for codes the caller handles (113 captcha)', async () => {
    answer({ Code: 113, Data: { NeedCaptcha: true }, Message: '请输入图形验证码' });
    const err = (await apiPost('Auth/Login', {}, { silent: [113] }).catch((e: unknown) => e)) as ApiError;
    expect(err).toBeInstanceOf(ApiError);
    expect(err.data).toEqual({ NeedCaptcha: true });
    expect(appStore.get(toastsAtom)).toEqual([]);
  });

  it('Code 112 clears login data and goes to /login after 0.8 s', async () => {
    vi.useFakeTimers();
    const nav = vi.fn();
    registerNavigator(nav);
    saveLoginData(login);
    answer({ Code: 112, Data: null, Message: '登录已过期' });
    await expect(apiPost('User/GetUserStudent', {})).rejects.toMatchObject({ code: 112 });
    expect(appStore.get(loginDataAtom)).toBeNull();
    expect(getItem(StorageKeys.LoginData)).toBeNull();
    vi.advanceTimersByTime(799);
    expect(nav).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(nav).toHaveBeenCalledWith('/login', undefined);
  });

  it('remembers the last write position and sends it as waitPosition when asked', async () => {
    answer({ Code: 0, Data: { Version: 3, Position: 99 }, Message: '' });
    await apiPost('User/UpdateUserScore', { Score: 600 });
    expect(getLastWritePosition()).toBe('99');
    answer({ Code: 0, Data: {}, Message: '' });
    await apiPost('User/GetUserStudent', {}, { consistent: true });
    expect((calls[1].init.headers as Record<string, string>).waitPosition).toBe('99');
  });

  it('turns a non-envelope answer and a network failure into clear errors', async () => {
    answer('<html>oops</html>', 502);
    await expect(apiPost('X/Y', {})).rejects.toMatchObject({ code: 500 });
    vi.stubGlobal('fetch', vi.fn(async () => { throw new TypeError('Failed to fetch'); }));
    await expect(apiPost('X/Y', {})).rejects.toMatchObject({ code: -1, message: '网络连接失败，请稍后重试' });
  });

  it('accepts a lower-case data field', async () => {
    answer({ Code: 0, data: [1], Message: '' });
    await expect(apiPost('X/Y', {})).resolves.toEqual([1]);
  });
});
