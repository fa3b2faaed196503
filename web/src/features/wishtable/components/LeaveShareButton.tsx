import { useState } from 'react';
import { useAtomValue } from 'jotai';
import { Button } from 'semantic-ui-react';
import { loginDataAtom } from '@/lib/session';
import { notify } from '@/lib/notify';
import { removeMember } from '../api/remove-member';
import type { TableHeader } from '../types';
import { ConfirmDialog } from './ConfirmDialog';

/**
 * 退出共享: a member leaves a table shared with them (WishTable/RemoveMember naming themselves),
 * after a confirmation; they lose the table and the owner's membership on it. Not for the owner.
 */
export function LeaveShareButton({ table, onLeft, size = 'small' }: { table: TableHeader; onLeft: () => unknown; size?: 'mini' | 'small' }) {
  const me = useAtomValue(loginDataAtom)?.UserId;
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  if (!me || table.Role === 'owner') return null;
  const leave = async () => {
    setBusy(true);
    try {
      await removeMember({ TableId: table.TableId, UserId: String(me) });
      notify.success(`已退出「${table.Name}」的共享`);
      setOpen(false);
      await onLeft();
    } catch (err) {
      notify.error((err as Error).message);
      setOpen(false);
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button type="button" size={size} basic className="zy-wish-danger" content="退出共享" disabled={busy} onClick={() => setOpen(true)} data-testid="wish-leave" />
      <ConfirmDialog open={open} title="退出共享" confirmText="退出共享" danger busy={busy} onCancel={() => setOpen(false)} onConfirm={() => void leave()} testId="wish-leave-dialog">
        <p>
          确定退出「{table.Name}」的共享吗？退出后你将不能再查看或修改这张志愿表，也不再享有创建者会员带来的整表模拟、导出等功能。如需重新加入，请创建者再次共享给你。
        </p>
      </ConfirmDialog>
    </>
  );
}
