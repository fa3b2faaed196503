import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { ReasonDialog } from '@/features/admin/components/ReasonDialog';
import type { Step } from './useExpertReview';

type Asked = 'reject' | 'suspend' | 'return';
const ASKED_TITLES: Record<Asked, string> = { reject: '不通过', suspend: '暂停', return: '退回资料修改' };

/**
 * The steps a state allows: pending 通过 / 不通过; approved 保存修改 / 暂停, or with a revision
 * waiting 通过修改 / 退回修改 / 暂停; suspended 恢复 (and 退回修改). 不通过, 退回修改 and 暂停 ask
 * for the reason the expert reads.
 */
export function ReviewActions({ state, revision, busy, onStep }: {
  state: string;
  /** A profile revision waits for review. */
  revision: boolean;
  busy: boolean;
  onStep: (s: Step, reason?: string) => Promise<boolean>;
}) {
  const [asking, setAsking] = useState<Asked | null>(null);
  const button = (s: Step, text: string, extra: { primary?: boolean; color?: 'red' | 'orange' } = {}) => (
    <Button
      type="button"
      {...extra}
      loading={busy && !asking}
      disabled={busy}
      onClick={() => (s === 'reject' || s === 'suspend' || s === 'return' ? setAsking(s) : void onStep(s))}
      content={text}
      data-testid={`expert-review-${s}`}
    />
  );
  let buttons;
  if (state === 'pending') buttons = <>{button('approve', '通过', { primary: true })}{button('reject', '不通过', { color: 'red' })}</>;
  else if (state === 'approved' && revision) buttons = <>{button('approve', '通过修改', { primary: true })}{button('return', '退回修改', { color: 'red' })}{button('suspend', '暂停', { color: 'orange' })}</>;
  else if (state === 'approved') buttons = <>{button('approve', '保存修改', { primary: true })}{button('suspend', '暂停', { color: 'orange' })}</>;
  else if (state === 'suspended' && revision) buttons = <>{button('restore', '恢复', { primary: true })}{button('return', '退回修改', { color: 'red' })}</>;
  else if (state === 'suspended') buttons = button('restore', '恢复', { primary: true });
  else buttons = <span className="zy-muted">申请人可以按原因修改资料后重新提交。</span>;
  return (
    <div className="zy-admin-actions" data-testid="expert-review-actions">
      {buttons}
      {asking ? (
        <ReasonDialog
          title={ASKED_TITLES[asking]}
          busy={busy}
          onClose={() => setAsking(null)}
          onConfirm={async (reason) => {
            if (await onStep(asking, reason)) setAsking(null);
          }}
          testId={`expert-review-${asking}-dialog`}
        />
      ) : null}
    </div>
  );
}
