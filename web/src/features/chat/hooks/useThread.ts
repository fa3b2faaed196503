import { useCallback, useState } from 'react';
import { useLoad } from '@/lib/use-load';
import { getChatRecordList } from '../api/get-chat-record-list';
import { mergeTurns } from '../lib/chats';
import type { Turn } from '../types';

/**
 * The selected chat's turns: read from the server when the chat changes, together with the turns
 * answered on this page (a read may lag behind an answer just streamed). No chat: a new one.
 */
export function useThread(chatId: string) {
  const [local, setLocal] = useState<Record<string, Turn[]>>({});
  const loaded = useLoad(() => getChatRecordList(chatId), chatId || null);
  const records = loaded.data && loaded.data.ChatId === chatId ? loaded.data : null;
  const mine = chatId ? local[chatId] ?? [] : [];
  const turns = mergeTurns(records?.List ?? [], mine);
  const addTurn = useCallback((id: string, turn: Turn) => setLocal((m) => ({ ...m, [id]: [...(m[id] ?? []), turn] })), []);
  return {
    records,
    turns,
    // Turns answered here stand on their own while the read catches up (or fails).
    loading: loaded.loading && !records && mine.length === 0,
    error: mine.length ? null : loaded.error,
    addTurn,
  };
}
