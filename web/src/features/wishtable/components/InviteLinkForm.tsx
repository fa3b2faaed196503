import { useState, type FormEvent } from 'react';
import { Button } from 'semantic-ui-react';
import { Select } from '@/components/Select';
import { notify } from '@/lib/notify';
import { MembersOnlyNotice } from '@/features/membership/components/MembersOnlyNotice';
import { membersOnlyOf, type MembersOnly } from '@/features/membership/lib/members-only';
import { createLink } from '../api/create-link';
import { timeText } from '../lib/format';
import { joinUrl } from '../lib/links';
import { SHARE_ROLES } from '../lib/roles';
import type { LinkCreated, ShareRole } from '../types';

const HOURS = [1, 24, 72, 168].map((h) => ({ value: h, text: h < 24 ? `${h}小时` : `${h / 24}天` }));

/** Copies text to the clipboard; false when the browser refuses (the text stays selectable). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/** A one-time invitation link with a role and a lifetime; its address is shown once, with 复制. */
export function InviteLinkForm({ tableId, onDone }: { tableId: string; onDone: () => Promise<unknown> }) {
  const [role, setRole] = useState<ShareRole>('viewer');
  const [hours, setHours] = useState(72);
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<LinkCreated | null>(null);
  const [membersOnly, setMembersOnly] = useState<MembersOnly | null>(null);
  const url = made ? joinUrl(made.Token, window.location.href) : '';
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMembersOnly(null);
    try {
      setMade(await createLink({ TableId: tableId, Role: role, Hours: hours }));
      await onDone();
    } catch (err) {
      const m = membersOnlyOf(err);
      if (m) setMembersOnly(m);
      else notify.error((err as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="zy-wish-link-maker">
      <form className="zy-wish-share-form" onSubmit={submit} data-testid="wish-link-form">
        <span className="zy-wish-share-label">邀请链接（一次有效）</span>
        <Select value={role} options={SHARE_ROLES} onChange={setRole} label="链接权限" testId="wish-link-role" />
        <Select value={hours} options={HOURS} onChange={setHours} label="有效期" testId="wish-link-hours" />
        <Button type="submit" size="small" loading={busy} disabled={busy} content="生成链接" data-testid="wish-link-create" />
      </form>
      <MembersOnlyNotice notice={membersOnly} />
      {made ? (
        <div className="zy-wish-link-made" data-testid="wish-link-made">
          <label htmlFor="wish-link-url">链接只显示这一次，{timeText(made.ExpiresAt)}前有效：</label>
          <div className="zy-wish-link-row">
            <input id="wish-link-url" readOnly value={url} onFocus={(e) => e.target.select()} data-testid="wish-link-url" />
            <Button type="button" size="small" primary content="复制" onClick={async () => (await copyText(url) ? notify.success('已复制链接') : notify.info('请手动选中链接复制'))} data-testid="wish-link-copy" />
          </div>
        </div>
      ) : null}
    </div>
  );
}
