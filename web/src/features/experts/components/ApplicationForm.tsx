import { useState, type FormEvent } from 'react';
import { Button } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { applyExpert } from '../api/apply';
import { useWrite } from '@/lib/use-write';
import { profileProblems, toProfile, type ProfileForm } from '../lib/profile-form';
import { ClaimsNote } from './ClaimsNote';
import { ErrorLine } from './ErrorLine';
import { ProfileFields } from './ProfileFields';

/** The application (Expert/Apply): a first one, an edited pending one, or one after a rejection. */
export function ApplicationForm({ initial, specialties, submitText, onDone, onCancel }: {
  initial: ProfileForm;
  specialties: string[];
  submitText: string;
  onDone: () => void | Promise<void>;
  onCancel?: () => void;
}) {
  const [form, setForm] = useState(initial);
  const write = useWrite();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = profileProblems(form, true);
    if (problems.length) return write.fail(problems.join('；'));
    if ((await write.run(() => applyExpert({ ...toProfile(form), Phone: form.Phone.trim() }))) === null) return;
    notify.success('已提交入驻申请，请等待审核');
    await onDone();
  };
  return (
    <form className="ui form zy-experts-form" onSubmit={(e) => void submit(e)} noValidate data-testid="expert-apply-form">
      <ClaimsNote />
      <ProfileFields form={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} specialties={specialties} prefix="expert-apply" />
      <div className="field required">
        <label htmlFor="expert-apply-Phone">联系电话（仅供平台审核联系，不向家长展示）</label>
        <input id="expert-apply-Phone" type="tel" inputMode="numeric" maxLength={11} value={form.Phone} onChange={(e) => setForm((f) => ({ ...f, Phone: e.target.value }))} data-testid="expert-apply-Phone" />
      </div>
      <ErrorLine message={write.error?.message} testId="expert-apply-error" />
      <div className="zy-experts-actions">
        <Button type="submit" primary loading={write.busy} disabled={write.busy} content={submitText} data-testid="expert-apply-submit" />
        {onCancel ? <Button type="button" onClick={onCancel} content="取消修改" /> : null}
      </div>
    </form>
  );
}
