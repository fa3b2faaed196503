import { useEffect, useRef, useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { shareUrl } from '../lib/chats';
import { ErrorLine } from './ErrorLine';

/** Copies text to the clipboard; false when the browser refuses (the link stays selectable). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * 分享: a chat not shared yet gets its link on opening; the link is shown with 复制 and
 * 取消分享. After 取消分享 the old link is dead and 重新分享 makes a new one.
 */
export function ShareDialog({ shareId, busy, error, onShare, onRevoke, onClose }: {
  /** The chat's live link id, empty when not shared. */
  shareId: string;
  busy: boolean;
  error: string | null;
  onShare: () => Promise<string | null>;
  onRevoke: () => Promise<boolean>;
  onClose: () => void;
}) {
  const [id, setId] = useState(shareId);
  const [revoked, setRevoked] = useState(false);
  const asked = useRef(false);
  useEffect(() => {
    if (shareId || asked.current) return;
    asked.current = true;
    void onShare().then((made) => made && setId(made));
  }, [shareId, onShare]);
  const url = id ? shareUrl(id) : '';
  const reshare = async () => {
    const made = await onShare();
    if (made) {
      setId(made);
      setRevoked(false);
    }
  };
  const revoke = async () => {
    if (await onRevoke()) {
      setId('');
      setRevoked(true);
    }
  };
  return (
    <Modal open onClose={onClose} size="small" aria-labelledby="chat-share-title" data-testid="chat-share-dialog">
      <Modal.Header id="chat-share-title">分享对话</Modal.Header>
      <Modal.Content>
        {url ? (
          <div data-testid="chat-share-made">
            <label htmlFor="chat-share-url">拿到链接的人都能查看这段对话（只读，不显示你的身份）：</label>
            <div className="zy-chat-share-row">
              <input id="chat-share-url" readOnly value={url} onFocus={(e) => e.target.select()} data-testid="chat-share-url" />
              <Button type="button" primary className="zy-chat-touch" content="复制" onClick={async () => ((await copyText(url)) ? notify.success('已复制链接') : notify.info('请手动选中链接复制'))} data-testid="chat-share-copy" />
            </div>
          </div>
        ) : null}
        {revoked ? <p data-testid="chat-share-revoked">分享已取消，原来的链接已失效。</p> : null}
        {!url && !revoked && !error ? <p role="status">正在生成分享链接…</p> : null}
        <ErrorLine message={error} testId="chat-share-error" />
      </Modal.Content>
      <Modal.Actions>
        {url ? <Button type="button" basic className="zy-chat-danger" loading={busy} disabled={busy} onClick={revoke} content="取消分享" data-testid="chat-share-revoke" /> : null}
        {!url && (revoked || error) ? <Button type="button" primary loading={busy} disabled={busy} onClick={reshare} content="重新分享" data-testid="chat-share-again" /> : null}
        <Button type="button" onClick={onClose} content="关闭" data-testid="chat-share-close" />
      </Modal.Actions>
    </Modal>
  );
}
