import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { Select } from '@/components/Select';
import { notify } from '@/lib/notify';
import { removeMember } from '../api/remove-member';
import { setRole } from '../api/set-role';
import { timeText } from '../lib/format';
import { SHARE_ROLES } from '../lib/roles';
import type { Member, ShareRole } from '../types';

const VIA: Record<string, string> = { phone: '手机号共享', link: '邀请链接', role: '手机号共享' };

/** The people the table is shared with: change a role, or revoke. */
export function MemberList({ tableId, members, onDone }: { tableId: string; members: Member[]; onDone: () => Promise<unknown> }) {
  const [busy, setBusy] = useState('');
  const run = async (userId: string, call: () => Promise<unknown>, done: string) => {
    setBusy(userId);
    try {
      await call();
      notify.success(done);
      await onDone();
    } catch (err) {
      notify.error((err as Error).message);
    } finally {
      setBusy('');
    }
  };
  if (!members.length) return <p className="zy-muted" data-testid="wish-members-none">还没有共享给任何人。</p>;
  return (
    <ul className="zy-wish-people" data-testid="wish-members">
      {members.map((m) => (
        <li key={m.UserId} data-testid="wish-member">
          <span>
            <strong>{m.NickName}</strong>（{m.Phone}）
            <span className="zy-muted zy-small">
              {' '}
              {VIA[m.Via] ?? ''} · {timeText(m.Since)}起
            </span>
          </span>
          <Select value={m.Role} options={SHARE_ROLES} onChange={(r: ShareRole) => void run(m.UserId, () => setRole({ TableId: tableId, UserId: m.UserId, Role: r }), '已修改权限')} label={`${m.NickName}的权限`} testId="wish-member-role" />
          <Button type="button" basic className="zy-wish-danger" size="mini" content="撤销" loading={busy === m.UserId} disabled={Boolean(busy)} onClick={() => void run(m.UserId, () => removeMember({ TableId: tableId, UserId: m.UserId }), '已撤销共享')} data-testid="wish-member-remove" />
        </li>
      ))}
    </ul>
  );
}
