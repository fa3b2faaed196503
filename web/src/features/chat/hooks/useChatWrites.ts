import { useCallback } from 'react';
import { useWrite } from '@/lib/use-write';
import { delChat } from '../api/del-chat';
import { revokeShare } from '../api/revoke-share';
import { setTop } from '../api/set-top';
import { shareChat } from '../api/share-chat';
import { updateChatTitle } from '../api/update-chat-title';
import { patchChat, withoutChat, withTop } from '../lib/chats';
import type { ChatSummary } from '../types';

/** True once the write is accepted (its answer is only for the next read's waitPosition). */
const succeeded = async (write: Promise<unknown>) => {
  await write;
  return true;
};

type ChatList = { change: (edit: (l: ChatSummary[]) => ChatSummary[]) => void; reload: () => Promise<void> };

/**
 * A chat's writes: 重命名, 置顶 / 取消置顶, 分享 / 取消分享 and 删除. A write that succeeds changes
 * the list on screen at once and reads it again (the read waits for the write). Each answers
 * whether it succeeded (分享: the link id); a refusal is kept in `error` for the dialog to show.
 */
export function useChatWrites(chats: ChatList) {
  const { busy, error, run, clear } = useWrite();
  const { change, reload } = chats;
  const after = useCallback((edit: (l: ChatSummary[]) => ChatSummary[]) => {
    change(edit);
    void reload();
  }, [change, reload]);

  const rename = useCallback(async (chatId: string, title: string) => {
    const ok = await run(() => succeeded(updateChatTitle(chatId, title)));
    if (ok) after((l) => patchChat(l, chatId, { Title: title }));
    return Boolean(ok);
  }, [run, after]);

  const pin = useCallback(async (chatId: string, isTop: boolean) => {
    const ok = await run(() => succeeded(setTop(chatId, isTop)));
    if (ok) after((l) => withTop(l, chatId, isTop));
    return Boolean(ok);
  }, [run, after]);

  const share = useCallback(async (chatId: string) => {
    const made = await run(() => shareChat(chatId));
    if (made) after((l) => patchChat(l, chatId, { ShareId: made.ShareId }));
    return made?.ShareId ?? null;
  }, [run, after]);

  const revoke = useCallback(async (chatId: string) => {
    const ok = await run(() => succeeded(revokeShare(chatId)));
    if (ok) after((l) => patchChat(l, chatId, { ShareId: '' }));
    return Boolean(ok);
  }, [run, after]);

  const remove = useCallback(async (chatId: string) => {
    const ok = await run(() => succeeded(delChat(chatId)));
    if (ok) after((l) => withoutChat(l, chatId));
    return Boolean(ok);
  }, [run, after]);

  return { busy, error: error?.message ?? null, clear, rename, pin, share, revoke, remove };
}
