import { useState } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { ErrorLine } from './ErrorLine';

const REASON_MAX = 200;

/**
 * Asks before a booking is cancelled. A family's reason is optional; an expert's (or a reviewer's)
 * is required, as the family reads it.
 */
export function CancelDialog({ when, note, reasonRequired, busy, error, onConfirm, onClose }: {
  /** The booking's time, in words. */
  when: string;
  /** What happens next, for the one cancelling. */
  note: string;
  reasonRequired: boolean;
  busy: boolean;
  error: string | null;
  onConfirm: (reason: string) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const ok = !reasonRequired || reason.trim().length > 0;
  const confirm = () => ok && onConfirm(reason.trim());
  return (
    <Modal open onClose={onClose} size="tiny" data-testid="expert-cancel-dialog" aria-labelledby="expert-cancel-title">
      <Modal.Header id="expert-cancel-title">取消预约</Modal.Header>
      <Modal.Content>
        <p>
          确定取消 <strong>{when}</strong> 的预约吗？{note}
        </p>
        <form className="ui form" onSubmit={(e) => { e.preventDefault(); confirm(); }}>
          <div className={`field${reasonRequired ? ' required' : ''}`}>
            <label htmlFor="expert-cancel-reason">取消原因（{reasonRequired ? '必填，对方会看到' : '选填'}，不超过 {REASON_MAX} 字）</label>
            <textarea id="expert-cancel-reason" rows={3} maxLength={REASON_MAX} value={reason} onChange={(e) => setReason(e.target.value)} data-testid="expert-cancel-reason" />
          </div>
        </form>
        <ErrorLine message={error} testId="expert-cancel-error" />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="不取消" />
        <Button type="button" color="red" loading={busy} disabled={busy || !ok} onClick={confirm} content="确定取消" data-testid="expert-cancel-confirm" />
      </Modal.Actions>
    </Modal>
  );
}
