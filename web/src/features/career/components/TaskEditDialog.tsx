import { useState, type FormEvent } from 'react';
import { Button, Modal } from 'semantic-ui-react';
import { draftOf, inputOf, taskProblems } from '../lib/task-form';
import type { Task, TaskInput } from '../types';
import { ErrorLine } from './ErrorLine';
import { TaskFields } from './TaskFields';

/** 编辑任务: date, content, subject, minutes and note, saved whole. */
export function TaskEditDialog({ task, subjects, onSave, onClose }: {
  task: Task;
  subjects: string[];
  onSave: (input: TaskInput) => Promise<string | null>;
  onClose: () => void;
}) {
  const [draft, setDraft] = useState(() => draftOf(task));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async (e?: FormEvent) => {
    e?.preventDefault();
    const input = inputOf(draft);
    const problems = taskProblems(input);
    if (problems.length) return setError(problems.join('；'));
    setBusy(true);
    const failed = await onSave(input);
    setBusy(false);
    if (failed) return setError(failed);
    onClose();
  };
  return (
    <Modal open onClose={onClose} size="tiny" data-testid="career-task-edit" aria-labelledby="career-task-edit-title">
      <Modal.Header id="career-task-edit-title">编辑任务</Modal.Header>
      <Modal.Content>
        <form className="ui form" id="career-task-edit-form" onSubmit={submit} noValidate>
          <TaskFields value={draft} onChange={setDraft} subjects={subjects} prefix="career-edit" full />
        </form>
        <ErrorLine message={error} testId="career-task-edit-error" />
      </Modal.Content>
      <Modal.Actions>
        <Button type="button" onClick={onClose} content="取消" data-testid="career-task-edit-cancel" />
        <Button type="submit" form="career-task-edit-form" primary loading={busy} disabled={busy} content="保存" data-testid="career-task-edit-save" />
      </Modal.Actions>
    </Modal>
  );
}
