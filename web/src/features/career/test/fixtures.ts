// Answers shaped like docs/API-CAREER.md for the career pages' tests.
import { BANDS, CANDIDATE, ITEM, NO_PROBABILITY, OFFICIAL } from '@/features/recommend/test/fixtures';
import { addDays, beijingToday, mondayOf } from '../lib/week';
import type { Day, Task, TargetDetail, TaskList } from '../types';

export const TODAY = beijingToday();
export const MONDAY = mondayOf(TODAY);
export const SUBJECTS = ['语文', '数学', '英语', '物理', '化学', '生物', '历史', '地理', '政治', '技术', '生涯', '体育', '其他'];

export const task = (Id: string, over: Partial<Task> = {}): Task => ({
  Id, TaskDate: TODAY, Title: `任务${Id}`, Subject: '', Minutes: 0, Note: '', IsDone: false, DoneAt: null, ...over,
});

/** The days of the tasks, summed as the server does. */
function daysOf(tasks: Task[]): Day[] {
  const dates = [...new Set(tasks.map((t) => t.TaskDate))].sort();
  return dates.map((Date) => {
    const of = tasks.filter((t) => t.TaskDate === Date);
    const done = of.filter((t) => t.IsDone);
    return { Date, Total: of.length, Done: done.length, PlannedMinutes: of.reduce((n, t) => n + t.Minutes, 0), DoneMinutes: done.reduce((n, t) => n + t.Minutes, 0) };
  });
}

/** GetDailyTaskList's answer for the asked week, from all the tasks. */
export function taskList(body: Record<string, unknown>, tasks: Task[], Streak = 0): TaskList {
  const From = String(body.From ?? MONDAY);
  const To = String(body.To ?? addDays(From, 6));
  const List = tasks.filter((t) => t.TaskDate >= From && t.TaskDate <= To);
  return { From, To, Today: TODAY, List, Days: daysOf(List), Streak, Subjects: SUBJECTS };
}

export const TARGETS: TargetDetail = {
  Targets: [
    { CollegeCode: '11414', CollegeName: '中国石油大学（北京）', MajorName: '', Note: '离家近', Units: [ITEM, { ...NO_PROBABILITY, CollegeCode: '11414' }], Message: '' },
    { CollegeCode: '10022', CollegeName: '北京林业大学', MajorName: '园林', Note: '', Units: [], Message: '在你的省份和科类中没有找到这所院校这个专业的招生记录：可能不在本省招生，或专业名称与招生计划不同' },
  ],
  Motto: '把每一天过好', UpdatedAt: '2026-11-24T12:00:00Z', Candidate: CANDIDATE, Method: 'WCF', Bands: BANDS, Sources: [OFFICIAL], Message: '',
};

export const NO_SCORE: TargetDetail = {
  Targets: [{ CollegeCode: '10022', CollegeName: '北京林业大学', MajorName: '', Note: '', Units: [], Message: '' }],
  Motto: '', UpdatedAt: '2026-11-24T12:00:00Z', Candidate: null, Method: '', Bands: null,
  Message: '填写高考成绩（或预估成绩）后，这里会给出每个目标的录取概率',
};
