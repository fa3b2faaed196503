import { Button, Message } from 'semantic-ui-react';

/** Someone else changed the item since it was loaded: nothing was saved; reload to see theirs. */
export function ConflictNotice({ message, busy, onReload }: { message: string; busy: boolean; onReload: () => void }) {
  return (
    <Message warning data-testid="admin-conflict">
      <Message.Header>这条内容已被他人修改</Message.Header>
      <p>
        在你打开之后，其他人（或你在其他设备上）修改了它，你的操作没有生效。重新加载后可以看到最新的版本，你未保存的正文会保留在下方供复制。
      </p>
      <p className="zy-muted zy-small">{message}</p>
      <Button type="button" size="small" loading={busy} disabled={busy} onClick={onReload} content="重新加载" data-testid="admin-conflict-reload" />
    </Message>
  );
}
