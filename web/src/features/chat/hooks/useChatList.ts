import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { getChatList } from '../api/get-chat-list';
import type { ChatSummary } from '../types';

/**
 * The user's chats. change() edits the copy on screen at once (after an answer or a write);
 * reload() reads the list again, waiting for this client's last write.
 */
export function useChatList() {
  const [list, setList] = useState<ChatSummary[] | null>(null);
  const [error, setError] = useState<ApiError | null>(null);
  const seq = useRef(0);
  const reload = useCallback(async () => {
    const mine = ++seq.current;
    try {
      const data = (await getChatList()) ?? [];
      if (mine === seq.current) {
        setList(data);
        setError(null);
      }
    } catch (e) {
      if (mine === seq.current) setError(e instanceof ApiError ? e : new ApiError(-1, String((e as Error)?.message ?? e)));
    }
  }, []);
  const change = useCallback((edit: (l: ChatSummary[]) => ChatSummary[]) => {
    seq.current++; // an older read in flight must not undo the edit
    setList((l) => edit(l ?? []));
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { list, error, reload, change };
}
