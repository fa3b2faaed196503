import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { CONFIG, mockChatApi, ok, refused, turn } from '../test/mock-chat';
import { signInStudent, signOut } from '../test/session';
import type { ChatSummary } from '../types';
import ChatPage from './ChatPage';

vi.setConfig({ testTimeout: 20_000 });

const routes = [{ path: '/ai', element: page(<ChatPage />) }];
const location = () => screen.getByTestId('location').textContent;
const chat = (ChatId: string, Title: string, UpdatedAt: string, over: Partial<ChatSummary> = {}): ChatSummary =>
  ({ ChatId, Title, IsTop: false, Turns: 1, ShareId: '', CreatedAt: UpdatedAt, UpdatedAt, ...over });
const titles = () => screen.getAllByTestId('chat-item').map((i) => i.textContent);

/** The server's side of two chats: the list answers what the writes left. */
function server(overrides: Parameters<typeof mockChatApi>[0] = {}) {
  let list = [chat('b', '浙江大学在广东的投档线', '2026-11-25T00:00:00Z'), chat('a', '广东物理类600分排多少名', '2026-11-24T00:00:00Z')];
  let position = 500;
  const wrote = () => ok({ Version: 2, Position: ++position });
  return mockChatApi({
    'Chat/GetChatConfig': () => ok(CONFIG),
    'Chat/GetChatList': () => ok([...list.filter((c) => c.IsTop), ...list.filter((c) => !c.IsTop)]),
    'Chat/GetChatRecordList': (b) => ok({ ...list.find((c) => c.ChatId === b.ChatId), List: [turn(1)] }),
    'Chat/UpdateChatTitle': (b) => {
      list = list.map((c) => (c.ChatId === b.ChatId ? { ...c, Title: String(b.Title) } : c));
      return wrote();
    },
    'Chat/SetTop': (b) => {
      list = list.map((c) => (c.ChatId === b.ChatId ? { ...c, IsTop: Boolean(b.IsTop) } : c));
      return wrote();
    },
    'Chat/ShareChat': (b) => {
      list = list.map((c) => (c.ChatId === b.ChatId ? { ...c, ShareId: 'S1234567890123456789ab' } : c));
      return ok({ ShareId: 'S1234567890123456789ab', Version: 3, Position: ++position });
    },
    'Chat/RevokeShare': (b) => {
      list = list.map((c) => (c.ChatId === b.ChatId ? { ...c, ShareId: '' } : c));
      return wrote();
    },
    'Chat/DelChat': (b) => {
      list = list.filter((c) => c.ChatId !== b.ChatId);
      return wrote();
    },
    ...overrides,
  });
}

async function openChat(id: string) {
  renderAt(`/ai?chat=${id}`, routes);
  await screen.findByTestId('chat-answer');
  await waitFor(() => expect(screen.getByTestId('chat-engine-note').textContent).toContain('规则问答'));
  await screen.findByTestId('chat-list');
}

beforeEach(() => {
  signOut();
  signInStudent();
});
afterEach(() => vi.unstubAllGlobals());

describe('a chat’s actions', () => {
  it('renames with the title checked first, and the next read waits for the write', async () => {
    const api = server();
    await openChat('a');
    fireEvent.click(screen.getByTestId('chat-rename'));
    const dialog = await screen.findByTestId('chat-rename-dialog');
    const input = within(dialog).getByTestId('chat-rename-input');
    fireEvent.change(input, { target: { value: '  ' } });
    fireEvent.click(within(dialog).getByTestId('chat-rename-save'));
    expect(within(dialog).getByTestId('chat-rename-error').textContent).toBe('请填写对话标题');
    fireEvent.change(input, { target: { value: '位'.repeat(31) } });
    expect(within(dialog).getByTestId('chat-rename-error').textContent).toBe('标题不能超过 30 个字');
    expect(api.bodies('Chat/UpdateChatTitle')).toEqual([]);
    fireEvent.change(input, { target: { value: ' 广东600分位次 ' } });
    fireEvent.click(within(dialog).getByTestId('chat-rename-save'));
    await waitFor(() => expect(screen.queryByTestId('chat-rename-dialog')).toBeNull());
    expect(api.bodies('Chat/UpdateChatTitle')).toEqual([{ ChatId: 'a', Title: '广东600分位次' }]);
    expect(screen.getByTestId('chat-title').textContent).toBe('广东600分位次');
    await waitFor(() => expect(api.last('Chat/GetChatList')?.headers.waitPosition).toBe('501'));
    expect(titles()).toContain('广东600分位次');
  });

  it('shows the server’s refusal of a title in the dialog', async () => {
    server({ 'Chat/UpdateChatTitle': () => refused(404, '对话不存在') });
    await openChat('a');
    fireEvent.click(screen.getByTestId('chat-rename'));
    const dialog = await screen.findByTestId('chat-rename-dialog');
    fireEvent.click(within(dialog).getByTestId('chat-rename-save'));
    expect((await within(dialog).findByTestId('chat-rename-error')).textContent).toBe('对话不存在');
    expect(titles()).toContain('广东物理类600分排多少名');
  });

  it('pins and unpins: 置顶 puts the chat first and marks it', async () => {
    const api = server();
    await openChat('a');
    expect(titles()).toEqual(['浙江大学在广东的投档线', '广东物理类600分排多少名']);
    fireEvent.click(screen.getByTestId('chat-pin'));
    await waitFor(() => expect(titles()).toEqual(['置顶广东物理类600分排多少名', '浙江大学在广东的投档线']));
    expect(api.bodies('Chat/SetTop')).toEqual([{ ChatId: 'a', IsTop: true }]);
    expect(screen.getByTestId('chat-pin').textContent).toBe('取消置顶');
    fireEvent.click(screen.getByTestId('chat-pin'));
    await waitFor(() => expect(titles()).toEqual(['浙江大学在广东的投档线', '广东物理类600分排多少名']));
    expect(api.bodies('Chat/SetTop')).toEqual([{ ChatId: 'a', IsTop: true }, { ChatId: 'a', IsTop: false }]);
  });

  it('shares: the link to copy, then 取消分享', async () => {
    const api = server();
    await openChat('a');
    fireEvent.click(screen.getByTestId('chat-share'));
    const dialog = await screen.findByTestId('chat-share-dialog');
    const url = (await within(dialog).findByTestId('chat-share-url')) as HTMLInputElement;
    expect(url.value).toBe(`${window.location.origin}${window.location.pathname}#/ai?share=S1234567890123456789ab`);
    expect(api.bodies('Chat/ShareChat')).toEqual([{ ChatId: 'a' }]);
    await waitFor(() => expect(screen.getAllByTestId('chat-item-shared')).toHaveLength(1));
    fireEvent.click(within(dialog).getByTestId('chat-share-revoke'));
    expect((await within(dialog).findByTestId('chat-share-revoked')).textContent).toContain('原来的链接已失效');
    expect(api.bodies('Chat/RevokeShare')).toEqual([{ ChatId: 'a' }]);
    expect(within(dialog).queryByTestId('chat-share-url')).toBeNull();
    await waitFor(() => expect(screen.queryByTestId('chat-item-shared')).toBeNull());
    fireEvent.click(within(dialog).getByTestId('chat-share-close'));
    // Opening 分享 on a shared chat shows its link without making a new one.
    fireEvent.click(screen.getByTestId('chat-share'));
    await screen.findByTestId('chat-share-url');
    fireEvent.click(screen.getByTestId('chat-share-close'));
    fireEvent.click(screen.getByTestId('chat-share'));
    await screen.findByTestId('chat-share-url');
    expect(api.bodies('Chat/ShareChat')).toHaveLength(2);
  });

  it('deletes after asking, and the chat leaves the list', async () => {
    const api = server();
    await openChat('a');
    fireEvent.click(screen.getByTestId('chat-delete'));
    const dialog = await screen.findByTestId('chat-delete-dialog');
    expect(dialog.textContent).toContain('广东物理类600分排多少名');
    fireEvent.click(within(dialog).getByTestId('chat-delete-confirm'));
    await waitFor(() => expect(location()).toBe('/ai'));
    expect(api.bodies('Chat/DelChat')).toEqual([{ ChatId: 'a' }]);
    await waitFor(() => expect(titles()).toEqual(['浙江大学在广东的投档线']));
    expect(screen.queryByTestId('chat-thread-head')).toBeNull();
    expect(screen.getByTestId('chat-examples')).toBeTruthy();
  });
});
