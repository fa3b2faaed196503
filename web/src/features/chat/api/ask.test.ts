import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveLoginData, clearLogin } from '@/lib/session';
import { answerStream, mockChatApi, refused, sse } from '../test/mock-chat';
import { ask } from './ask';

afterEach(() => {
  vi.unstubAllGlobals();
  clearLogin();
});

describe('ask', () => {
  it('asks for a stream with the app’s headers and reports tools and text as they arrive', async () => {
    saveLoginData({ Token: 't-1', UserId: 'u1', NickName: '', UserType: 0, RightsList: [], UserProductList: [] });
    const api = mockChatApi({ 'Chat/Ask': () => ({ stream: answerStream() }) });
    const seen: string[] = [];
    const done = await ask({ Question: '广东物理类600分排多少名' }, {
      onMeta: (m) => seen.push(`meta:${m.ChatId}`),
      onTool: (t) => seen.push(`tool:${t.Label}`),
      onDelta: (t) => seen.push(`delta:${t}`),
    });
    expect(seen).toEqual(['meta:c-new', 'tool:查一分一段表', 'delta:2025年广东物理类600分，', 'delta:位次为12345 [1]。']);
    expect(done).toMatchObject({ ChatId: 'c-new', TurnId: 1, Answer: '2025年广东物理类600分，位次为12345 [1]。' });
    const call = api.last('Chat/Ask')!;
    expect(call.body).toEqual({ Question: '广东物理类600分排多少名' });
    expect(call.headers).toMatchObject({ Accept: 'text/event-stream', 'Content-Type': 'application/json', token: 't-1', terminalType: '0' });
  });

  it('rejects with the error event’s message', async () => {
    mockChatApi({ 'Chat/Ask': () => ({ stream: [sse('meta', { ChatId: 'c', TurnId: 1 }), sse('delta', { Text: '2025' }), sse('error', { Code: 504, Message: '回答超时，请稍后重试' })] }) });
    await expect(ask({ Question: 'q' })).rejects.toMatchObject({ code: 504, message: '回答超时，请稍后重试' });
  });

  it('rejects with the envelope’s message when the server refuses before streaming', async () => {
    mockChatApi({ 'Chat/Ask': () => refused(429, '提问太频繁，请稍后再试') });
    await expect(ask({ ChatId: 'c', Question: 'q' })).rejects.toMatchObject({ code: 429, message: '提问太频繁，请稍后再试' });
  });

  it('says the answer broke off when the stream ends without done', async () => {
    mockChatApi({ 'Chat/Ask': () => ({ stream: [sse('meta', { ChatId: 'c', TurnId: 1 }), sse('delta', { Text: '2025' })] }) });
    await expect(ask({ Question: 'q' })).rejects.toMatchObject({ message: '回答中断，请稍后重试' });
  });
});
