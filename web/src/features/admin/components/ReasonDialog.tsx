import { useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';

/** 退回 or 下线 with the reason (1–200 characters), which the history keeps. */
export function ReasonDialog({ title, busy, onConfirm, onClose, testId }: {
  title: string;
  busy: boolean;
  onConfirm: (reason: string) => void;
  onClose: () => void;
  testId: string;
}) {
  const [reason, setReason] = useState('');
  const ok = reason.trim().length > 0;
  return (
    <Modal open onClose={onClose} size="tiny" data-testid={testId} aria-labelledby={`${testId}-title`}>
      <Modal.Header id={`${testId}-title`}>{title}</Modal.Header>
      <Modal.Content>
        <form className="ui form" onSubmit={(e) => { e.preventDefault(); if (ok) onConfirm(reason.trim()); }}>
          <div className="field">
            <label htmlFor={`${testId}-reason`}>{title}原因（不超过 200 字）</label>
            <textarea id={`${testId}-reason`} rows={3} maxLength={200} value={reason} onChange={(e) => setReason(e.target.value)} data-testid={`${testId}-reason`} />
          </div>
        </form>
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="取消" />
        <Button type="button" color="red" loading={busy} disabled={busy || !ok} onClick={() => onConfirm(reason.trim())} content={title} data-testid={`${testId}-confirm`} />
      </Modal.Actions>
    </Modal>
  );
}
