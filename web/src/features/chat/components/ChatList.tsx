import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import type { ChatSummary } from '../types';

export const chatPath = (chatId: string) => (chatId ? `/ai?chat=${encodeURIComponent(chatId)}` : '/ai');

/**
 * The user's chats (pinned ones first, marked 置顶) and 新对话. On a phone the list folds behind
 * 我的对话 above the thread; choosing a chat folds it again.
 */
export function ChatList({ chats, selected, failed, onNew }: {
  chats: ChatSummary[] | null;
  selected: string;
  /** The list could not be read: the message to show in its place. */
  failed: string | null;
  onNew: () => void;
}) {
  const [open, setOpen] = useState(false);
  const count = chats?.length ?? 0;
  return (
    <nav className={`zy-chat-side${open ? ' is-open' : ''}`} aria-label="我的对话" data-testid="chat-side">
      <div className="zy-chat-side-bar">
        <h2 className="zy-chat-side-title">我的对话</h2>
        <button type="button" className="zy-chat-side-toggle" aria-expanded={open} aria-controls="chat-list" onClick={() => setOpen((o) => !o)} data-testid="chat-side-toggle">
          我的对话（{count}）<span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </button>
        <Button type="button" primary basic icon="plus" content="新对话" className="zy-chat-touch" onClick={() => { setOpen(false); onNew(); }} data-testid="chat-new" />
      </div>
      <div id="chat-list" className="zy-chat-side-list">
        {failed ? <p className="zy-chat-side-empty" role="alert" data-testid="chat-list-error">{failed}</p> : null}
        {!failed && chats && !chats.length ? <p className="zy-chat-side-empty" data-testid="chat-list-empty">还没有对话，提个问题就会出现在这里。</p> : null}
        {chats?.length ? (
          <ul data-testid="chat-list">
            {chats.map((c) => (
              <li key={c.ChatId}>
                <Link
                  to={chatPath(c.ChatId)}
                  className={`zy-chat-item${c.ChatId === selected ? ' is-current' : ''}`}
                  aria-current={c.ChatId === selected ? 'page' : undefined}
                  onClick={() => setOpen(false)}
                  data-testid="chat-item"
                  data-id={c.ChatId}
                >
                  {c.IsTop ? <span className="zy-chat-mark is-top" data-testid="chat-item-top">置顶</span> : null}
                  <span className="zy-chat-item-title" data-testid="chat-item-title">{c.Title}</span>
                  {c.ShareId ? <span className="zy-chat-mark" data-testid="chat-item-shared">已分享</span> : null}
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </nav>
  );
}
