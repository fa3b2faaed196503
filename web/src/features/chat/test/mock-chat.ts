// Answers the chat page's fetch calls in unit tests: an envelope, or a text/event-stream whose
// chunks arrive one by one (a gate lets a test hold the stream open), recording every call.
import { vi } from 'vitest';
import type { Citation, ChatConfig, Turn } from '../types';

export type Answer = { Code: number; Data: unknown; Message?: string };
export type Stream = { stream: string[]; gate?: Promise<void> };
export type Call = { path: string; body: Record<string, unknown>; form: FormData | null; headers: Record<string, string> };
type Handler = (body: Record<string, unknown>) => Answer | Stream;

export const ok = (Data: unknown): Answer => ({ Code: 0, Data, Message: '成功' });
export const refused = (Code: number, Message: string): Answer => ({ Code, Data: null, Message });

/** An SSE event as the server writes it. */
export const sse = (event: string, data: unknown) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`;

function streamBody(s: Stream): ReadableStream<Uint8Array> {
  const enc = new TextEncoder();
  return new ReadableStream({
    async start(c) {
      for (const [i, chunk] of s.stream.entries()) {
        if (i === s.stream.length - 1 && s.gate) await s.gate;
        c.enqueue(enc.encode(chunk));
        await new Promise((r) => setTimeout(r, 0));
      }
      c.close();
    },
  });
}

export function mockChatApi(handlers: Record<string, Handler>) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init: { body: unknown; headers?: Record<string, string> }) => {
    const form = init.body instanceof FormData ? init.body : null;
    const body = form ? {} : (JSON.parse(String(init.body || '{}')) as Record<string, unknown>);
    const c = { path: String(url).replace('/api/', ''), body, form, headers: init.headers ?? {} };
    calls.push(c);
    const h = handlers[c.path];
    const answer = h ? h(body) : refused(404, `no handler for ${c.path}`);
    if ('stream' in answer) return new Response(streamBody(answer), { headers: { 'Content-Type': 'text/event-stream' } });
    return new Response(JSON.stringify(answer), { headers: { 'Content-Type': 'application/json' } });
  }));
  return {
    calls,
    bodies: (path: string) => calls.filter((c) => c.path === path).map((c) => c.body),
    last: (path: string) => calls.filter((c) => c.path === path).pop(),
  };
}

export const CITATION: Citation = {
  N: 1, Id: 'gd-2025-rank', Title: '广东省2025年普通高考物理类一分一段表', Authority: '广东省教育考试院',
  Url: 'https://eea.gd.gov.cn/rank.html', Official: true, Kind: 'admission', Caveat: '位次按当年考生人数计算',
};

export const CONFIG: ChatConfig = {
  Engine: 'rules', Model: '', Speech: false,
  Examples: ['广东物理类600分排多少名', '600分相当于去年多少分'],
  Topics: ['分数换位次', '等位分', '批次线'],
  Limits: { QuestionChars: 500, PerMinute: 10, PerDay: 200, Chats: 200, Turns: 100, TitleChars: 30 },
};

export const ANSWER = '2025年广东物理类600分，位次为12345 [1]。';

export const turn = (TurnId: number, over: Partial<Turn> = {}): Turn => ({
  TurnId, Question: '广东物理类600分排多少名', Answer: ANSWER, Engine: 'rules', Intent: 'score_rank', Tools: ['score_rank'],
  Citations: [CITATION], Replaced: false, AskedAt: '2026-11-25T03:10:00Z', ...over,
});

/** The stream of an answer to a new chat, the text in two deltas. */
export function answerStream(ChatId = 'c-new', TurnId = 1, Question = '广东物理类600分排多少名') {
  const done = { ...turn(TurnId, { Question }), ChatId, Title: Question.slice(0, 30), Missing: [], Version: TurnId + 1, Position: 100 + TurnId };
  return [
    sse('meta', { ChatId, Title: done.Title, TurnId }),
    sse('tool', { Name: 'score_rank', Label: '查一分一段表' }),
    sse('delta', { Text: '2025年广东物理类600分，' }) + sse('delta', { Text: '位次为12345 [1]。' }),
    sse('done', done),
  ];
}
