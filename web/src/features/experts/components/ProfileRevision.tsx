import { useState } from 'react';
import { Button, Message } from 'semantic-ui-react';
import { PROFILE_FIELD_NAMES } from '../lib/profile-form';
import { stampText } from '../lib/time';
import type { ExpertRecord } from '../types';
import { RevisionForm } from './RevisionForm';

/**
 * 我的资料 on a listed (or suspended) expert's workbench: 修改资料 submits a revision for review;
 * while it waits, 资料修改待审核 with the fields it changes (families still read the listed
 * profile); a returned one, the reviewer's reason.
 */
export function ProfileRevision({ record: r, specialties, onChanged }: { record: ExpertRecord; specialties: string[]; onChanged: () => Promise<void> }) {
  const [editing, setEditing] = useState(false);
  const v = r.Revision;
  if (editing) {
    return (
      <RevisionForm
        key={`revise-${r.Version}`}
        record={r}
        specialties={specialties}
        onCancel={() => setEditing(false)}
        onDone={async () => {
          setEditing(false);
          await onChanged();
        }}
      />
    );
  }
  const changed = (v?.Changed ?? []).map((f) => PROFILE_FIELD_NAMES[f] ?? f);
  return (
    <>
      {v ? (
        <Message info data-testid="expert-revision-pending">
          <Message.Header>资料修改待审核</Message.Header>
          <p>
            {stampText(v.SubmittedAt)} 提交{changed.length ? `，修改了：${changed.join('、')}` : ''}。审核通过后家长看到新的资料，在此之前看到的仍是现在的资料。
          </p>
        </Message>
      ) : null}
      {!v && r.RevisionReason ? (
        <Message warning data-testid="expert-revision-returned">
          <Message.Header>资料修改未通过</Message.Header>
          <p>原因：{r.RevisionReason}</p>
          <p>你可以按原因调整后重新提交。</p>
        </Message>
      ) : null}
      <Button type="button" onClick={() => setEditing(true)} content={v ? '重新修改资料' : '修改资料'} icon="edit" data-testid="expert-revise" />
    </>
  );
}
