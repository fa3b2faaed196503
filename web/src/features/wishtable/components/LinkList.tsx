import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { revokeLink } from '../api/revoke-link';
import { timeText } from '../lib/format';
import type { InviteLink } from '../types';

const STATES: Record<string, string> = { open: '未使用', used: '已使用', revoked: '已撤销', expired: '已过期' };

/** The invitation links made so far: their state, and 撤销 for an unused one. */
export function LinkList({ tableId, links, onDone }: { tableId: string; links: InviteLink[]; onDone: () => Promise<unknown> }) {
  const [busy, setBusy] = useState('');
  if (!links.length) return null;
  const revoke = async (id: string) => {
    setBusy(id);
    try {
      await revokeLink({ TableId: tableId, LinkId: id });
      notify.success('已撤销链接');
      await onDone();
    } catch (err) {
      notify.error((err as Error).message);
    } finally {
      setBusy('');
    }
  };
  return (
    <ul className="zy-wish-people" data-testid="wish-links">
      {links.map((l) => (
        <li key={l.LinkId} data-testid="wish-link" data-state={l.State}>
          <span>
            {l.RoleName}链接 · <strong>{STATES[l.State] ?? l.State}</strong>
            <span className="zy-muted zy-small">
              {' '}
              {timeText(l.CreatedAt)}生成，{timeText(l.ExpiresAt)}到期{l.UsedBy ? ` · 使用者 ${l.UsedBy}` : ''}
            </span>
          </span>
          {l.State === 'open' ? <Button type="button" basic size="mini" content="撤销" loading={busy === l.LinkId} disabled={Boolean(busy)} onClick={() => void revoke(l.LinkId)} data-testid="wish-link-revoke" /> : null}
        </li>
      ))}
    </ul>
  );
}
