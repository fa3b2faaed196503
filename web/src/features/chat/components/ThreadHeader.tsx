import { Button } from 'semantic-ui-react';
import type { ChatSummary } from '../types';

export type ChatDialog = 'rename' | 'share' | 'delete';

/** The selected chat's title and its actions: 重命名, 置顶 / 取消置顶, 分享, 删除. */
export function ThreadHeader({ chat, busy, onDialog, onPin }: {
  chat: ChatSummary;
  busy: boolean;
  onDialog: (d: ChatDialog) => void;
  onPin: (isTop: boolean) => void;
}) {
  return (
    <header className="zy-chat-thread-head" data-testid="chat-thread-head">
      <h2 className="zy-chat-thread-title" data-testid="chat-title">
        {chat.IsTop ? <span className="zy-chat-mark is-top">置顶</span> : null}
        {chat.Title}
      </h2>
      <div className="zy-chat-actions">
        <Button type="button" basic size="small" icon="edit" content="重命名" className="zy-chat-touch" onClick={() => onDialog('rename')} data-testid="chat-rename" />
        <Button
          type="button"
          basic
          size="small"
          icon="pin"
          content={chat.IsTop ? '取消置顶' : '置顶'}
          className="zy-chat-touch"
          disabled={busy}
          onClick={() => onPin(!chat.IsTop)}
          data-testid="chat-pin"
        />
        <Button type="button" basic size="small" icon="share alternate" content="分享" className="zy-chat-touch" onClick={() => onDialog('share')} data-testid="chat-share" />
        <Button type="button" basic size="small" icon="trash alternate outline" content="删除" className="zy-chat-touch zy-chat-danger" onClick={() => onDialog('delete')} data-testid="chat-delete" />
      </div>
    </header>
  );
}
