import type { FormEvent, ReactNode } from 'react';
import { Button, Message } from 'semantic-ui-react';
import type { FormErrors, RecommendForm as FormState } from '../lib/form';
import { CandidateFields } from './CandidateFields';
import type { RecommendChoices } from './form-types';
import { PreferenceFields } from './PreferenceFields';
import { ScoreFields } from './ScoreFields';

/**
 * The recommendation form: the candidate, the score or rank, and the preferences. `message` is
 * the server's answer to bad input (its Chinese 400 message), shown above the button.
 */
export function RecommendForm({ form, choices, errors, message, busy, submitText, note, onChange, onSubmit }: {
  form: FormState;
  choices: RecommendChoices;
  errors: FormErrors;
  message: string;
  busy: boolean;
  submitText: string;
  /** Under the candidate fields (the pre-filled note). */
  note?: ReactNode;
  onChange: (patch: Partial<FormState>) => void;
  onSubmit: () => void;
}) {
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!busy) onSubmit();
  };
  return (
    <form className="ui form zy-rec-form" onSubmit={submit} noValidate data-testid="rec-form">
      <CandidateFields form={form} choices={choices} errors={errors} onChange={onChange} />
      <ScoreFields form={form} maxScore={choices.provinces.province?.MaxScore} errors={errors} onChange={onChange} />
      {note}
      <PreferenceFields form={form} provinces={choices.provinces.list} errors={errors} onChange={onChange} />
      {choices.error ? <p className="zy-error-text" data-testid="rec-choices-error">{choices.error.message}</p> : null}
      {message ? <Message error visible size="small" content={message} data-testid="rec-form-error" role="alert" /> : null}
      <Button type="submit" primary loading={busy} disabled={busy || choices.loading} data-testid="rec-submit">
        {submitText}
      </Button>
      {busy ? (
        <p className="zy-muted zy-small" role="status" data-testid="rec-busy">
          正在计算录取概率……服务刚启动时首次计算约需20秒。
        </p>
      ) : null}
    </form>
  );
}
