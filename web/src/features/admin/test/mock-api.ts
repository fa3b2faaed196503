// Answers the console's fetch calls in unit tests from per-endpoint handlers, recording each call
// with its headers (waitPosition) and body (JSON, or the FormData of an upload).
import { vi } from 'vitest';
import { saveLoginData } from '@/lib/session';
import { saveWebConfig } from '@/lib/site-config';

export type Answer = { Code: number; Data: unknown; Message?: string };
export type Call = { path: string; body: Record<string, unknown>; form: FormData | null; headers: Record<string, string> };
type Handler = (body: Record<string, unknown>, form: FormData | null) => Answer;

export const ok = (Data: unknown): Answer => ({ Code: 0, Data, Message: '成功' });
export const refused = (Code: number, Message: string): Answer => ({ Code, Data: null, Message });

export function mockApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { body: unknown; headers?: Record<string, string> }) => {
    const form = init.body instanceof FormData ? init.body : null;
    const body = form ? {} : (JSON.parse(String(init.body || '{}')) as Record<string, unknown>);
    const c = { path: String(url).replace('/api/', ''), body, form, headers: init.headers ?? {} };
    calls.push(c);
    const h = handlers[c.path];
    const answer = h ? h(body, form) : { Code: 404, Data: null, Message: `no handler for ${c.path}` };
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  }));
  return {
    calls,
    /** The bodies sent to one endpoint, in order. */
    bodies: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
    last: (path: string) => calls.filter((c) => c.path === path).pop(),
  };
}

/** A logged-in operator and the app's province list, as the app has them after start-up. */
export function signIn(UserId = 'u-editor') {
  saveLoginData({ Token: `t-${UserId}`, UserId, NickName: '运营', UserType: 0, RightsList: [], UserProductList: [] });
  saveWebConfig({
    ProvinceList: [
      { ProvinceId: 44, ProvinceName: '广东', PinYinOne: 'G' },
      { ProvinceId: 33, ProvinceName: '浙江', PinYinOne: 'Z' },
    ],
  });
}
