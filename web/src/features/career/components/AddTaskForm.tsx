import { useRef, useState, type FormEvent } from 'react';
import { Button } from 'semantic-ui-react';
import { emptyDraft, inputOf, taskProblems } from '../lib/task-form';
import type { TaskInput } from '../types';
import { ErrorLine } from './ErrorLine';
import { TaskFields } from './TaskFields';

/** 添加任务 on one day: folded to a button until asked for; stays open to add the next one. */
export function AddTaskForm({ date, subjects, onAdd }: { date: string; subjects: string[]; onAdd: (input: TaskInput) => Promise<string | null> }) {
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState(() => emptyDraft(date));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  if (!open) {
    return (
      <Button type="button" basic size="small" icon="plus" content="添加任务" onClick={() => setOpen(true)} data-testid="career-task-add-open" />
    );
  }
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const input = inputOf({ ...draft, TaskDate: date });
    const problems = taskProblems(input);
    if (problems.length) return setError(problems.join('；'));
    setBusy(true);
    const failed = await onAdd(input);
    setBusy(false);
    setError(failed);
    if (!failed) {
      setDraft(emptyDraft(date));
      form.current?.querySelector('input')?.focus();
    }
  };
  return (
    <form ref={form} className="ui small form zy-career-add" onSubmit={submit} noValidate data-testid="career-task-add-form">
      <TaskFields value={draft} onChange={setDraft} subjects={subjects} prefix={`career-add-${date}`} />
      <ErrorLine message={error} testId="career-task-add-error" />
      <Button type="submit" primary size="small" loading={busy} disabled={busy} content="添加" data-testid="career-task-add-submit" />
      <Button type="button" size="small" content="收起" onClick={() => { setOpen(false); setError(null); }} data-testid="career-task-add-close" />
    </form>
  );
}
