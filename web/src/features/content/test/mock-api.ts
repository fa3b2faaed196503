// Answers the content pages' fetch calls in unit tests from per-endpoint handlers, recording each call.
import { vi } from 'vitest';

export type Answer = { Code: number; Data: unknown; Message?: string };
type Handler = (body: Record<string, unknown>) => Answer;

/** Data of a successful answer. */
export const ok = (Data: unknown): Answer => ({ Code: 0, Data, Message: '成功' });
export const notFound: Answer = { Code: 404, Data: null, Message: '内容不存在或已下线' };

export function mockApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { body: string }) => {
    const c = { path: String(url).replace('/api/', ''), body: JSON.parse(init.body) as Record<string, unknown> };
    calls.push(c);
    const answer = handlers[c.path]?.(c.body) ?? { Code: 404, Data: null, Message: `no handler for ${c.path}` };
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  }));
  return {
    /** The bodies sent to one endpoint, in order. */
    bodies: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
  };
}
