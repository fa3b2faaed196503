import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { addDailyTask } from '../api/add-daily-task';
import { complateDailyTask } from '../api/complate-daily-task';
import { delDailyTask } from '../api/del-daily-task';
import { getDailyTaskList } from '../api/get-daily-task-list';
import { updateDailyTask } from '../api/update-daily-task';
import { addDays } from '../lib/week';
import type { Task, TaskInput, TaskList } from '../types';

const message = (e: unknown) => (e instanceof ApiError ? e.message : '操作失败，请稍后重试');

/**
 * One week (Monday to Sunday) of the learning plan and the changes to its tasks. A change
 * answers null when done (the week is read again, after the write) or the server's message.
 */
export function useTaskWeek(monday: string) {
  const [list, setList] = useState<TaskList | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const seq = useRef(0);

  const load = useCallback(async () => {
    const mine = ++seq.current;
    setLoading(true);
    try {
      const got = await getDailyTaskList(monday, addDays(monday, 6));
      if (mine !== seq.current) return;
      setList(got);
      setError(null);
    } catch (e) {
      if (mine === seq.current) setError(message(e));
    } finally {
      if (mine === seq.current) setLoading(false);
    }
  }, [monday]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = useCallback(
    async (write: () => Promise<unknown>): Promise<string | null> => {
      try {
        await write();
      } catch (e) {
        return message(e);
      }
      await load();
      return null;
    },
    [load],
  );

  return {
    list,
    loading,
    error,
    add: (input: TaskInput) => run(() => addDailyTask(input)),
    update: (id: string, input: TaskInput) => run(() => updateDailyTask({ Id: id, ...input })),
    remove: (id: string) => run(() => delDailyTask(id)),
    toggle: (task: Task) => run(() => complateDailyTask(task.Id, !task.IsDone)),
  };
}
