import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useAsk } from '../hooks/useAsk';
import { useChatList } from '../hooks/useChatList';
import { useChatWrites } from '../hooks/useChatWrites';
import { useThread } from '../hooks/useThread';
import { afterAnswer } from '../lib/chats';
import type { AskDone, ChatConfig, ChatLimits, ChatSummary } from '../types';
import { AskBox } from './AskBox';
import { ChatDialogs } from './ChatDialogs';
import { ChatList, chatPath } from './ChatList';
import { ChatThread } from './ChatThread';
import { EngineNote } from './EngineNote';
import { ErrorLine } from './ErrorLine';
import { ExampleQuestions } from './ExampleQuestions';
import { ThreadHeader, type ChatDialog } from './ThreadHeader';

/**
 * The signed-in page: the chats at the side (above on a phone), the selected chat's turns, the
 * answer streaming in, and the question box. No chat selected (/ai): a new chat, which joins the
 * list with its first answer.
 */
export function ChatWorkspace({ chatId, config, limits }: { chatId: string; config: ChatConfig | null; limits: ChatLimits }) {
  const navigate = useNavigate();
  const chats = useChatList();
  const thread = useThread(chatId);
  const writes = useChatWrites(chats);
  const [dialog, setDialog] = useState<ChatDialog | null>(null);
  const input = useRef<HTMLTextAreaElement>(null);
  const { change } = chats;
  const { addTurn } = thread;

  const shown = useRef(chatId);
  shown.current = chatId;
  const onDone = useCallback((done: AskDone, askedIn: string) => {
    change((l) => afterAnswer(l, done));
    addTurn(done.ChatId, done);
    // A new chat becomes the selected one, unless the user went to another chat meanwhile.
    if (!askedIn && !shown.current && done.ChatId) navigate(chatPath(done.ChatId), { replace: true });
  }, [change, addTurn, navigate]);
  const asker = useAsk(onDone);
  const streaming = Boolean(asker.pending);

  // After an answer the box is ready for the next question.
  const wasStreaming = useRef(false);
  useEffect(() => {
    if (wasStreaming.current && !streaming) input.current?.focus({ preventScroll: true });
    wasStreaming.current = streaming;
  }, [streaming]);

  const r = thread.records;
  const listed = chats.list?.find((c) => c.ChatId === chatId);
  const chat: ChatSummary | null = listed ?? (r ? { ChatId: r.ChatId, Title: r.Title, IsTop: r.IsTop, ShareId: r.ShareId, Turns: r.List?.length ?? 0, CreatedAt: '', UpdatedAt: '' } : null);
  const empty = !thread.turns.length && !thread.loading && !thread.error && !(asker.pending && asker.pending.chatId === chatId);

  const openDialog = (d: ChatDialog) => {
    writes.clear();
    setDialog(d);
  };
  const startNew = () => {
    navigate('/ai');
    input.current?.focus({ preventScroll: true });
  };

  return (
    <div className="zy-chat-layout" data-testid="chat-workspace">
      <ChatList chats={chats.list} selected={chatId} failed={chats.list ? null : chats.error?.message ?? null} onNew={startNew} />
      <section className="zy-chat-main" aria-label="对话">
        {chat && chatId ? <ThreadHeader chat={chat} busy={writes.busy} onDialog={openDialog} onPin={(top) => void writes.pin(chat.ChatId, top)} /> : null}
        {!dialog ? <ErrorLine message={writes.error} testId="chat-write-error" /> : null}
        <ChatThread chatId={chatId} turns={thread.turns} loading={thread.loading} error={thread.error} pending={asker.pending} />
        {empty ? <ExampleQuestions examples={config?.Examples ?? []} disabled={streaming} onAsk={(q) => void asker.send(chatId, q)} /> : null}
        <ErrorLine message={asker.error} testId="chat-ask-error" />
        <AskBox
          ref={input}
          value={asker.draft}
          onChange={asker.setDraft}
          onSend={() => void asker.send(chatId, asker.draft)}
          busy={streaming}
          max={limits.QuestionChars}
          speech={Boolean(config?.Speech)}
          onSpoken={(t) => asker.setDraft((d) => d + t)}
          onMicError={asker.fail}
        />
        <EngineNote config={config} />
      </section>
      {chat && dialog ? (
        <ChatDialogs dialog={dialog} chat={chat} limits={limits} writes={writes} onClose={() => setDialog(null)} onDeleted={() => navigate('/ai', { replace: true })} />
      ) : null}
    </div>
  );
}
