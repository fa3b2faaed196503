import { useState, type FormEvent } from 'react';
import { Button } from 'semantic-ui-react';
import { notify } from '@/lib/notify';
import { useWrite } from '@/lib/use-write';
import { reviseExpert } from '../api/revise';
import { formOfRevision, profileProblems, sameAsListed, toProfile } from '../lib/profile-form';
import type { ExpertRecord } from '../types';
import { ClaimsNote } from './ClaimsNote';
import { ErrorLine } from './ErrorLine';
import { ProfileFields } from './ProfileFields';

/**
 * A listed expert's 修改资料 (Expert/Revise): the profile fields, starting from the waiting
 * revision if there is one (a new one replaces it), else from the listed profile; sent at the
 * record's Version, so a change made meanwhile elsewhere is refused rather than overwritten.
 */
export function RevisionForm({ record, specialties, onDone, onCancel }: {
  record: ExpertRecord;
  specialties: string[];
  onDone: () => void | Promise<void>;
  onCancel: () => void;
}) {
  const [form, setForm] = useState(() => formOfRevision(record));
  const write = useWrite();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = profileProblems(form, false);
    if (problems.length) return write.fail(problems.join('；'));
    if (sameAsListed(form, record)) return write.fail('资料与展示中的一致，没有需要审核的修改');
    if ((await write.run(() => reviseExpert(record.Version, toProfile(form)))) === null) return;
    notify.success('已提交资料修改，审核通过后生效');
    await onDone();
  };
  return (
    <form className="ui form zy-experts-form" onSubmit={(e) => void submit(e)} noValidate data-testid="expert-revise-form">
      <ClaimsNote />
      <ProfileFields form={form} onChange={(patch) => setForm((f) => ({ ...f, ...patch }))} specialties={specialties} prefix="expert-revise" />
      <ErrorLine message={write.error?.message} testId="expert-revise-error" />
      <div className="zy-experts-actions">
        <Button type="submit" primary loading={write.busy} disabled={write.busy} content="提交修改" data-testid="expert-revise-submit" />
        <Button type="button" onClick={onCancel} content="取消修改" data-testid="expert-revise-cancel" />
      </div>
    </form>
  );
}
