import { useCallback } from 'react';
import type { useChatWrites } from '../hooks/useChatWrites';
import type { ChatLimits, ChatSummary } from '../types';
import { DeleteDialog } from './DeleteDialog';
import { RenameDialog } from './RenameDialog';
import { ShareDialog } from './ShareDialog';
import type { ChatDialog } from './ThreadHeader';

/** The open dialog of the selected chat: 重命名, 分享 or 删除. */
export function ChatDialogs({ dialog, chat, limits, writes, onClose, onDeleted }: {
  dialog: ChatDialog;
  chat: ChatSummary;
  limits: ChatLimits;
  writes: ReturnType<typeof useChatWrites>;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const { clear, share, revoke } = writes;
  const id = chat.ChatId;
  const close = useCallback(() => {
    clear();
    onClose();
  }, [clear, onClose]);
  const onShare = useCallback(() => share(id), [share, id]);
  const onRevoke = useCallback(() => revoke(id), [revoke, id]);
  if (dialog === 'rename') {
    return (
      <RenameDialog
        title={chat.Title}
        max={limits.TitleChars}
        busy={writes.busy}
        error={writes.error}
        onSave={async (title) => (await writes.rename(id, title)) && close()}
        onClose={close}
      />
    );
  }
  if (dialog === 'share') {
    return <ShareDialog shareId={chat.ShareId} busy={writes.busy} error={writes.error} onShare={onShare} onRevoke={onRevoke} onClose={close} />;
  }
  return (
    <DeleteDialog
      title={chat.Title}
      busy={writes.busy}
      error={writes.error}
      onConfirm={async () => {
        if (!(await writes.remove(id))) return;
        close();
        onDeleted();
      }}
      onClose={close}
    />
  );
}
