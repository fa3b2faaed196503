import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { page, renderAt } from '@/test/render';
import { appStore } from '@/lib/store';
import { toastsAtom } from '@/lib/notify';
import { mockApi, ok, type Answer } from '@/features/admission/test/mock-api';
import { addDays } from '../lib/week';
import { MONDAY, task, taskList, TODAY } from '../test/fixtures';
import type { Task } from '../types';
import LearningPlanPage from './LearningPlanPage';

vi.setConfig({ testTimeout: 20_000 });

let api: ReturnType<typeof mockApi>;
let tasks: Task[];
let refusal: Answer | null;
const written = () => refusal ?? ok({ Version: 2, Position: 9 });
beforeEach(() => {
  appStore.set(toastsAtom, []);
  refusal = null;
  tasks = [
    task('a', { Title: '英语完形填空两篇', Subject: '英语', Minutes: 40, IsDone: true }),
    task('b', { Title: '数学错题整理', Subject: '数学', Minutes: 30 }),
  ];
  api = mockApi({
    'Career/GetDailyTaskList': (body) => ok(taskList(body, tasks, 2)),
    'Career/AddDailyTask': (body) => {
      if (!refusal) tasks = [...tasks, task('c', body as Partial<Task>)];
      return refusal ?? ok({ Id: 'c', Version: 3, Position: 10 });
    },
    'Career/ComplateDailyTask': (body) => {
      tasks = tasks.map((t) => (t.Id === body.Id ? { ...t, IsDone: Boolean(body.IsDone) } : t));
      return written();
    },
    'Career/UpdateDailyTask': (body) => {
      tasks = tasks.map((t) => (t.Id === body.Id ? { ...t, ...(body as Partial<Task>) } : t));
      return written();
    },
    'Career/DelDailyTask': (body) => {
      tasks = tasks.filter((t) => t.Id !== body.Id);
      return written();
    },
  });
});
afterEach(() => vi.unstubAllGlobals());

const open = () => renderAt('/careerManagement/learningplan', [{ path: '/careerManagement/learningplan', element: page(<LearningPlanPage />) }]);
const today = () => screen.getByTestId(`career-day-${TODAY}`);
const titles = () => within(today()).queryAllByTestId('career-task-title').map((t) => t.textContent);

describe('/careerManagement/learningplan', () => {
  it('shows this week Monday to Sunday with today marked, each day’s progress and the streak', async () => {
    open();
    await screen.findByTestId('career-week');
    expect(api.bodies('Career/GetDailyTaskList')).toEqual([{ From: MONDAY, To: addDays(MONDAY, 6) }]);
    const days = screen.getAllByTestId(/^career-day-\d{4}-/);
    expect(days.map((d) => d.dataset.testid)).toEqual(Array.from({ length: 7 }, (_, i) => `career-day-${addDays(MONDAY, i)}`));
    expect(days[0].querySelector('h3')?.textContent).toContain('周一');
    expect(days[6].querySelector('h3')?.textContent).toContain('周日');
    expect(days.filter((d) => d.dataset.today === 'true')).toEqual([today()]);
    expect(within(today()).getByTestId('career-today').textContent).toBe('今天');
    expect(within(today()).getByTestId('career-day-progress').textContent).toContain('完成 1/2 · 40分钟/1小时10分钟');
    expect(screen.getByTestId('career-streak').textContent).toContain('已连续 2 天完成全部任务');
    const [first] = within(today()).getAllByTestId('career-task');
    expect(within(first).getByTestId('career-task-subject').textContent).toBe('英语');
    expect(within(first).getByTestId('career-task-minutes').textContent).toBe('计划 40分钟');
    expect((within(first).getByTestId('career-task-done') as HTMLInputElement).checked).toBe(true);
  });

  it('ticks a task done and not done again', async () => {
    open();
    await screen.findByTestId('career-week');
    const second = within(today()).getAllByTestId('career-task')[1];
    fireEvent.click(within(second).getByTestId('career-task-done'));
    await waitFor(() => expect(within(today()).getByTestId('career-day-count').textContent).toBe('完成 2/2'));
    fireEvent.click(within(within(today()).getAllByTestId('career-task')[0]).getByTestId('career-task-done'));
    await waitFor(() => expect(within(today()).getByTestId('career-day-count').textContent).toBe('完成 1/2'));
    expect(api.bodies('Career/ComplateDailyTask')).toEqual([{ Id: 'b', IsDone: true }, { Id: 'a', IsDone: false }]);
  });

  it('adds a task to a day; the server’s refusal shows in the form', async () => {
    open();
    await screen.findByTestId('career-week');
    fireEvent.click(within(today()).getByTestId('career-task-add-open'));
    const form = within(today()).getByTestId('career-task-add-form');
    fireEvent.click(within(form).getByTestId('career-task-add-submit'));
    expect(within(form).getByTestId('career-task-add-error').textContent).toBe('请填写任务内容');
    fireEvent.change(within(form).getByTestId('career-task-field-title'), { target: { value: '物理实验复习' } });
    fireEvent.change(within(form).getByTestId('career-task-field-subject'), { target: { value: '物理' } });
    fireEvent.change(within(form).getByTestId('career-task-field-minutes'), { target: { value: '45' } });
    fireEvent.click(within(form).getByTestId('career-task-add-submit'));
    await waitFor(() => expect(titles()).toContain('物理实验复习'));
    expect(api.bodies('Career/AddDailyTask')).toEqual([{ TaskDate: TODAY, Title: '物理实验复习', Subject: '物理', Minutes: 45, Note: '' }]);
    refusal = { Code: 429, Data: null, Message: '一天最多安排 30 个任务' };
    fireEvent.change(within(form).getByTestId('career-task-field-title'), { target: { value: '再加一个' } });
    fireEvent.click(within(form).getByTestId('career-task-add-submit'));
    expect((await within(form).findByTestId('career-task-add-error')).textContent).toBe('一天最多安排 30 个任务');
  });

  it('edits a task in the dialog (moving it to the next day) and deletes one after confirming', async () => {
    open();
    await screen.findByTestId('career-week');
    fireEvent.click(within(within(today()).getAllByTestId('career-task')[1]).getByTestId('career-task-edit-open'));
    const dialog = await screen.findByTestId('career-task-edit');
    expect((within(dialog).getByTestId('career-task-field-title') as HTMLInputElement).value).toBe('数学错题整理');
    const tomorrow = addDays(TODAY, 1);
    fireEvent.change(within(dialog).getByTestId('career-task-field-title'), { target: { value: '数学错题整理（函数）' } });
    fireEvent.change(within(dialog).getByTestId('career-task-field-note'), { target: { value: '先看第三章' } });
    fireEvent.change(within(dialog).getByTestId('career-task-field-date'), { target: { value: tomorrow } });
    fireEvent.click(within(dialog).getByTestId('career-task-edit-save'));
    await waitFor(() => expect(screen.queryByTestId('career-task-edit')).toBeNull());
    expect(api.bodies('Career/UpdateDailyTask')).toEqual([{ Id: 'b', TaskDate: tomorrow, Title: '数学错题整理（函数）', Subject: '数学', Minutes: 30, Note: '先看第三章' }]);
    if (tomorrow <= addDays(MONDAY, 6)) await waitFor(() => expect(within(screen.getByTestId(`career-day-${tomorrow}`)).getByText('数学错题整理（函数）')).toBeTruthy());
    await waitFor(() => expect(titles()).toEqual(['英语完形填空两篇']));

    fireEvent.click(within(today()).getByTestId('career-task-delete'));
    const confirm = await screen.findByTestId('career-task-delete-dialog');
    expect(confirm.textContent).toContain('英语完形填空两篇');
    fireEvent.click(within(confirm).getByTestId('career-task-delete-dialog-confirm'));
    await waitFor(() => expect(titles()).toEqual([]));
    expect(api.bodies('Career/DelDailyTask')).toEqual([{ Id: 'a' }]);
  });

  it('a refused change shows the server’s message; 上一周 reads the week before', async () => {
    open();
    await screen.findByTestId('career-week');
    refusal = { Code: 404, Data: null, Message: '任务不存在' };
    fireEvent.click(within(within(today()).getAllByTestId('career-task')[1]).getByTestId('career-task-done'));
    expect((await screen.findByTestId('career-action-error')).textContent).toBe('任务不存在');
    fireEvent.click(screen.getByTestId('career-week-prev'));
    const before = addDays(MONDAY, -7);
    await screen.findByTestId(`career-day-${before}`);
    expect(api.bodies('Career/GetDailyTaskList').slice(-1)[0]).toEqual({ From: before, To: addDays(before, 6) });
    expect(screen.queryByTestId('career-today')).toBeNull();
    fireEvent.click(screen.getByTestId('career-week-this'));
    await screen.findByTestId(`career-day-${MONDAY}`);
  });
});
