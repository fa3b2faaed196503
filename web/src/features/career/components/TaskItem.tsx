import { useState } from 'react';
import { Button } from 'semantic-ui-react';
import { minutesText } from '../lib/task-form';
import type { Task } from '../types';

/** One task: done or not (a checkbox), its subject, planned minutes and note, 编辑 and 删除. */
export function TaskItem({ task, onToggle, onEdit, onDelete }: {
  task: Task;
  onToggle: (task: Task) => Promise<unknown>;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}) {
  // The state asked for while the change is on its way (the server's answer then decides).
  const [pending, setPending] = useState<boolean | null>(null);
  const id = `career-task-${task.Id}`;
  const toggle = async () => {
    setPending(!task.IsDone);
    await onToggle(task);
    setPending(null);
  };
  return (
    <li className={`zy-career-task${task.IsDone ? ' done' : ''}`} data-testid="career-task" data-id={task.Id} data-done={String(task.IsDone)}>
      <input id={id} type="checkbox" checked={pending ?? task.IsDone} disabled={pending !== null} onChange={() => void toggle()} data-testid="career-task-done" />
      <div className="zy-career-task-body">
        <label htmlFor={id} className="zy-career-task-title" data-testid="career-task-title">
          {task.Title}
        </label>
        <div className="zy-career-task-meta zy-small">
          {task.Subject ? (
            <span className="zy-career-subject" data-testid="career-task-subject">
              {task.Subject}
            </span>
          ) : null}
          {task.Minutes ? <span data-testid="career-task-minutes">计划 {minutesText(task.Minutes)}</span> : null}
          {task.IsDone ? <span className="zy-career-done-mark">已完成</span> : null}
        </div>
        {task.Note ? <p className="zy-career-task-note zy-small zy-muted">{task.Note}</p> : null}
      </div>
      <div className="zy-career-task-actions">
        <Button type="button" basic size="mini" icon="pencil" aria-label={`编辑：${task.Title}`} onClick={() => onEdit(task)} data-testid="career-task-edit-open" />
        <Button type="button" basic size="mini" icon="trash alternate outline" aria-label={`删除：${task.Title}`} onClick={() => onDelete(task)} data-testid="career-task-delete" />
      </div>
    </li>
  );
}
