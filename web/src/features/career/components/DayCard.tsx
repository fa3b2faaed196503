import { minutesText } from '../lib/task-form';
import { shortDate, weekdayName } from '../lib/week';
import type { Day, Task, TaskInput } from '../types';
import { AddTaskForm } from './AddTaskForm';
import { TaskItem } from './TaskItem';

/** One day of the week: its progress (done/total, minutes), its tasks and 添加任务. */
export function DayCard({ date, today, day, tasks, subjects, onAdd, onToggle, onEdit, onDelete }: {
  date: string;
  today: boolean;
  day: Day | undefined;
  tasks: Task[];
  subjects: string[];
  onAdd: (input: TaskInput) => Promise<string | null>;
  onToggle: (task: Task) => Promise<unknown>;
  onEdit: (task: Task) => void;
  onDelete: (task: Task) => void;
}) {
  const total = day?.Total ?? 0;
  const done = day?.Done ?? 0;
  const headId = `career-day-${date}`;
  return (
    <section className={`zy-career-day${today ? ' today' : ''}`} aria-labelledby={headId} data-testid={`career-day-${date}`} data-today={String(today)}>
      <header className="zy-career-day-head">
        <h3 id={headId}>
          {weekdayName(date)} <span className="zy-career-day-date">{shortDate(date)}</span>
          {today ? <span className="zy-career-today" data-testid="career-today">今天</span> : null}
        </h3>
        {total ? (
          <div className="zy-career-progress" data-testid="career-day-progress">
            <span data-testid="career-day-count">
              完成 {done}/{total}
            </span>
            <span className="zy-muted zy-small">
              {' '}· {minutesText(day?.DoneMinutes ?? 0)}/{minutesText(day?.PlannedMinutes ?? 0)}
            </span>
            <progress value={done} max={total} aria-label={`完成 ${done}/${total}`} />
          </div>
        ) : (
          <span className="zy-muted zy-small">暂无任务</span>
        )}
      </header>
      <div className="zy-career-day-body">
        {tasks.length ? (
          <ul className="zy-career-tasks">
            {tasks.map((t) => (
              <TaskItem key={t.Id} task={t} onToggle={onToggle} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ul>
        ) : null}
        <AddTaskForm date={date} subjects={subjects} onAdd={onAdd} />
      </div>
    </section>
  );
}
