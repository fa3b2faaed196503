// Answers the admission pages' fetch calls in unit tests from per-endpoint handlers, recording each call.
import { vi } from 'vitest';

export type Call = { path: string; body: Record<string, unknown> };
export type Answer = { Code: number; Data: unknown; Message?: string };
type Handler = (body: Record<string, unknown>) => Answer;

/** Data of a successful answer. */
export const ok = (Data: unknown): Answer => ({ Code: 0, Data, Message: '' });

export function mockApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { body: string }) => {
    const c = { path: String(url).replace('/api/', ''), body: JSON.parse(init.body) as Record<string, unknown> };
    calls.push(c);
    const h = handlers[c.path];
    const answer = h ? h(c.body) : { Code: 404, Data: null, Message: `no handler for ${c.path}` };
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  }));
  return {
    calls,
    /** The bodies sent to one endpoint, in order. */
    bodies: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
  };
}
