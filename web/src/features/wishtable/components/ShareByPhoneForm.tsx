import { useState, type FormEvent } from 'react';
import { Button } from 'semantic-ui-react';
import { Select } from '@/components/Select';
import { notify } from '@/lib/notify';
import { MembersOnlyNotice } from '@/features/membership/components/MembersOnlyNotice';
import { membersOnlyOf, type MembersOnly } from '@/features/membership/lib/members-only';
import { shareByPhone } from '../api/share-by-phone';
import { SHARE_ROLES } from '../lib/roles';
import type { ShareRole } from '../types';

/** Shares the table with a registered phone number and a role (sharing again changes the role). */
export function ShareByPhoneForm({ tableId, onDone }: { tableId: string; onDone: () => Promise<unknown> }) {
  const [phone, setPhone] = useState('');
  const [role, setRole] = useState<ShareRole>('editor');
  const [busy, setBusy] = useState(false);
  const [membersOnly, setMembersOnly] = useState<MembersOnly | null>(null);
  const valid = /^1\d{10}$/.test(phone.trim());
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setMembersOnly(null);
    try {
      await shareByPhone({ TableId: tableId, Phone: phone.trim(), Role: role });
      notify.success('已共享');
      setPhone('');
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
    <>
      <form className="zy-wish-share-form" onSubmit={submit} data-testid="wish-share-phone-form">
        <label htmlFor="wish-share-phone">按手机号共享</label>
        <input id="wish-share-phone" type="tel" inputMode="numeric" maxLength={11} placeholder="对方的注册手机号" value={phone} onChange={(e) => setPhone(e.target.value)} data-testid="wish-share-phone" />
        <Select value={role} options={SHARE_ROLES} onChange={setRole} label="共享权限" testId="wish-share-role" />
        <Button type="submit" primary size="small" loading={busy} disabled={busy || !valid} content="共享" data-testid="wish-share-submit" />
      </form>
      <MembersOnlyNotice notice={membersOnly} />
    </>
  );
}
