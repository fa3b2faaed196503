import { Button, Modal } from 'semantic-ui-react';
import { ErrorLine } from './ErrorLine';

/** Asks before a chat is deleted (its share link stops working too). */
export function DeleteDialog({ title, busy, error, onConfirm, onClose }: {
  title: string;
  busy: boolean;
  error: string | null;
  onConfirm: () => void;
  onClose: () => void;
}) {
  return (
    <Modal open onClose={onClose} size="tiny" aria-labelledby="chat-delete-title" data-testid="chat-delete-dialog">
      <Modal.Header id="chat-delete-title">删除对话</Modal.Header>
      <Modal.Content>
        <p>
          确定删除“<strong>{title}</strong>”吗？删除后无法恢复，分享出去的链接也会失效。
        </p>
        <ErrorLine message={error} testId="chat-delete-error" />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="不删除" />
        <Button type="button" color="red" loading={busy} disabled={busy} onClick={onConfirm} content="删除" data-testid="chat-delete-confirm" />
      </Modal.Actions>
    </Modal>
  );
}
