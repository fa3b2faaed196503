import type { ReactNode } from 'react';
import { Button, Modal } from 'semantic-ui-react';

/** A yes/no question before a change that is hard to undo (delete, restore). */
export function ConfirmDialog({ open, title, children, confirmText, danger, busy, onConfirm, onCancel, testId }: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmText: string;
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId: string;
}) {
  return (
    <Modal open={open} onClose={onCancel} size="tiny" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <Modal.Header id={`${testId}-title`}>{title}</Modal.Header>
      <Modal.Content>{children}</Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onCancel} data-testid={`${testId}-cancel`}>
          取消
        </Button>
        <Button type="button" primary={!danger} color={danger ? 'red' : undefined} loading={busy} disabled={busy} onClick={onConfirm} data-testid={`${testId}-confirm`}>
          {confirmText}
        </Button>
      </Modal.Actions>
    </Modal>
  );
}
