import { useState } from 'react';
import { Header } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { ConfirmDialog } from '@/features/wishtable/components/ConfirmDialog';
import { useTaskWeek } from '../hooks/useTaskWeek';
import { addDays, beijingToday, mondayOf, weekDates } from '../lib/week';
import type { Task } from '../types';
import { DayCard } from './DayCard';
import { ErrorLine } from './ErrorLine';
import { StreakLine } from './StreakLine';
import { TaskEditDialog } from './TaskEditDialog';
import { WeekNav } from './WeekNav';
import '../career.css';

/** /careerManagement/learningplan: a week of daily tasks (Monday to Sunday) to tick off, with each day's progress and the streak. */
export default function LearningPlanPage() {
  const thisMonday = mondayOf(beijingToday());
  const [monday, setMonday] = useState(thisMonday);
  const week = useTaskWeek(monday);
  const [editing, setEditing] = useState<Task | null>(null);
  const [deleting, setDeleting] = useState<Task | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [actionError, setActionError] = useState<string | null>(null);

  const list = week.list;
  const today = list?.Today ?? beijingToday();
  const subjects = list?.Subjects ?? [];
  const tasks = list && list.From === monday ? (list.List ?? []) : [];
  const days = list && list.From === monday ? (list.Days ?? []) : [];
  const report = (failed: string | null) => {
    setActionError(failed);
    return failed;
  };
  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    report(await week.remove(deleting.Id));
    setDeleteBusy(false);
    setDeleting(null);
  };

  return (
    <div className="zy-career-learning-page" data-testid="learning-plan-page">
      <div className="zy-career-head">
        <Header as="h2">学习计划</Header>
        <StreakLine streak={list?.Streak ?? 0} days={days} />
      </div>
      <WeekNav monday={monday} isThisWeek={monday === thisMonday} onMove={(n) => setMonday(addDays(monday, 7 * n))} onThisWeek={() => setMonday(thisMonday)} />
      <ErrorLine message={week.error} testId="career-week-error" />
      <ErrorLine message={actionError} testId="career-action-error" />
      {week.loading && !list ? <PageLoader /> : null}
      {list ? (
        <div className="zy-career-week" aria-busy={week.loading} data-testid="career-week">
          {weekDates(monday).map((date) => (
            <DayCard
              key={date}
              date={date}
              today={date === today}
              day={days.find((d) => d.Date === date)}
              tasks={tasks.filter((t) => t.TaskDate === date)}
              subjects={subjects}
              onAdd={week.add}
              onToggle={async (t) => report(await week.toggle(t))}
              onEdit={setEditing}
              onDelete={setDeleting}
            />
          ))}
        </div>
      ) : null}
      {editing ? <TaskEditDialog task={editing} subjects={subjects} onSave={(input) => week.update(editing.Id, input)} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        open={deleting !== null}
        title="删除任务"
        confirmText="删除"
        danger
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
        testId="career-task-delete-dialog"
      >
        确定删除任务“{deleting?.Title}”吗？删除后不能恢复。
      </ConfirmDialog>
    </div>
  );
}
