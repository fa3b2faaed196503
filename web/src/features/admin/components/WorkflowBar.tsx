import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import type { StepInput } from '../hooks/useContentEditor';
import { ACTION_NAMES, allowedActions, ownSubmission, type Action } from '../lib/roles';
import type { Detail, Me } from '../types';
import { PublishDialog } from './PublishDialog';
import { ReasonDialog } from './ReasonDialog';

/**
 * The workflow buttons the caller's roles and the item's state allow. They act on the saved
 * revision, so unsaved changes must be saved first.
 */
export function WorkflowBar({ me, item, dirty, busy, onStep }: {
  me: Me;
  item: Detail;
  dirty: boolean;
  busy: boolean;
  onStep: (a: Action, input?: StepInput) => Promise<unknown>;
}) {
  const [open, setOpen] = useState<Action | null>(null);
  const actions = allowedActions(me, item);
  if (!actions.length) return null;
  // The dialog closes either way: a refusal is shown in the editor, with the server's message.
  const run = async (a: Action, input?: StepInput) => {
    await onStep(a, input);
    setOpen(null);
  };
  const click = (a: Action) => (a === 'submit' ? void run('submit') : setOpen(a));
  return (
    <div className="zy-admin-workflow" data-testid="admin-workflow">
      {actions.map((a) => (
        <Button
          key={a}
          type="button"
          primary={a === 'submit'}
          positive={a === 'publish'}
          basic={a === 'return' || a === 'withdraw'}
          color={a === 'withdraw' ? 'red' : undefined}
          disabled={busy || dirty}
          loading={busy && open === a}
          onClick={() => click(a)}
          content={ACTION_NAMES[a]}
          data-testid={`admin-action-${a}`}
        />
      ))}
      {dirty ? <span className="zy-muted zy-small" data-testid="admin-workflow-dirty">有未保存的修改，请先保存</span> : null}
      {actions.includes('publish') && ownSubmission(me, item) ? (
        <span className="zy-muted zy-small" data-testid="admin-own-submission">
          这是你提交审核的内容，须由另一位审核人发布
        </span>
      ) : null}
      {open === 'publish' ? <PublishDialog busy={busy} onClose={() => setOpen(null)} onPublish={(at) => void run('publish', { at })} /> : null}
      {open === 'return' ? <ReasonDialog title="退回" testId="admin-return-dialog" busy={busy} onClose={() => setOpen(null)} onConfirm={(reason) => void run('return', { reason })} /> : null}
      {open === 'withdraw' ? <ReasonDialog title="下线" testId="admin-withdraw-dialog" busy={busy} onClose={() => setOpen(null)} onConfirm={(reason) => void run('withdraw', { reason })} /> : null}
    </div>
  );
}
