import { describe, expect, it } from 'vitest';
import { afterAnswer, mergeTurns, patchChat, shareUrl, withoutChat, withTop } from './chats';
import type { AskDone, ChatSummary, Turn } from '../types';

const chat = (ChatId: string, UpdatedAt: string, IsTop = false): ChatSummary => ({ ChatId, Title: `对话${ChatId}`, IsTop, Turns: 1, ShareId: '', CreatedAt: UpdatedAt, UpdatedAt });
const turn = (TurnId: number, Answer = `答${TurnId}`): Turn => ({ TurnId, Question: `问${TurnId}`, Answer, Citations: [], AskedAt: '2026-11-25T03:10:00Z' });
const done = (ChatId: string, TurnId: number, AskedAt: string): AskDone => ({ ...turn(TurnId), ChatId, Title: '广东物理类600分排多少名', AskedAt, Missing: [], Version: 1, Position: 9 });
const ids = (l: ChatSummary[]) => l.map((c) => c.ChatId);

const LIST = [chat('p', '2026-11-20T00:00:00Z', true), chat('a', '2026-11-24T00:00:00Z'), chat('b', '2026-11-23T00:00:00Z')];

describe('afterAnswer', () => {
  it('puts a new chat first after the pinned ones, with the done payload’s id and title', () => {
    const l = afterAnswer(LIST, done('n', 1, '2026-11-25T00:00:00Z'));
    expect(ids(l)).toEqual(['p', 'n', 'a', 'b']);
    expect(l[1]).toMatchObject({ Title: '广东物理类600分排多少名', IsTop: false, Turns: 1, ShareId: '' });
  });

  it('moves an old chat up by its last question and counts the turn; a pinned one stays', () => {
    const l = afterAnswer(LIST, done('b', 2, '2026-11-25T00:00:00Z'));
    expect(ids(l)).toEqual(['p', 'b', 'a']);
    expect(l[1].Turns).toBe(2);
    expect(ids(afterAnswer(LIST, done('p', 2, '2026-11-25T00:00:00Z')))).toEqual(['p', 'a', 'b']);
  });
});

describe('withTop', () => {
  it('puts a pinned chat first (the newest pin) and an unpinned one back by its time', () => {
    const pinned = withTop(LIST, 'b', true);
    expect(ids(pinned)).toEqual(['b', 'p', 'a']);
    expect(pinned[0].IsTop).toBe(true);
    const back = withTop(pinned, 'p', false);
    expect(ids(back)).toEqual(['b', 'a', 'p']);
    expect(withTop(LIST, 'zz', true)).toBe(LIST);
  });
});

describe('list edits', () => {
  it('renames, marks a share and removes', () => {
    expect(patchChat(LIST, 'a', { Title: '新标题' })[1].Title).toBe('新标题');
    expect(patchChat(LIST, 'a', { ShareId: 's1' })[1].ShareId).toBe('s1');
    expect(ids(withoutChat(LIST, 'a'))).toEqual(['p', 'b']);
  });
});

describe('mergeTurns', () => {
  it('keeps the server’s turns and adds those answered here it does not have yet, in order', () => {
    expect(mergeTurns([turn(1, '服务器')], [turn(1, '本页'), turn(2)]).map((t) => [t.TurnId, t.Answer])).toEqual([[1, '服务器'], [2, '答2']]);
    expect(mergeTurns([], [turn(2), turn(1)]).map((t) => t.TurnId)).toEqual([1, 2]);
  });
});

describe('shareUrl', () => {
  it('is this page’s address with #/ai?share=', () => {
    expect(shareUrl('AbC_-123', { origin: 'https://gk.example.cn', pathname: '/' })).toBe('https://gk.example.cn/#/ai?share=AbC_-123');
    expect(shareUrl('x', { origin: 'http://127.0.0.1:8080', pathname: '/web/index.html' })).toBe('http://127.0.0.1:8080/web/index.html#/ai?share=x');
  });
});
