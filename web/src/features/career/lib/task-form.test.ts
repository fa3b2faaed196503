import { describe, expect, it } from 'vitest';
import { inputOf, minutesText, taskProblems } from './task-form';

const ok = { TaskDate: '2026-11-24', Title: '背单词', Subject: '', Minutes: 30, Note: '' };

describe('task form', () => {
  it('finds what the server would refuse', () => {
    expect(taskProblems(ok)).toEqual([]);
    expect(taskProblems({ ...ok, Title: '  ' })).toEqual(['请填写任务内容']);
    expect(taskProblems({ ...ok, Title: '题'.repeat(51) })).toEqual(['任务内容不能超过 50 个字']);
    expect(taskProblems({ ...ok, Minutes: 601 })).toEqual(['计划用时须为 0–600 分钟的整数']);
    expect(taskProblems({ ...ok, Minutes: NaN })).toEqual(['计划用时须为 0–600 分钟的整数']);
    expect(taskProblems({ ...ok, TaskDate: '' })).toEqual(['请选择日期']);
    expect(taskProblems({ ...ok, Note: '注'.repeat(201) })).toEqual(['备注不能超过 200 个字']);
  });
  it('reads the typed minutes and says them in words', () => {
    expect(inputOf({ TaskDate: '2026-11-24', Title: ' 背单词 ', Subject: '英语', Minutes: '', Note: ' ' })).toEqual({ ...ok, Subject: '英语', Minutes: 0 });
    expect(inputOf({ TaskDate: '2026-11-24', Title: '背单词', Subject: '', Minutes: '1.5', Note: '' }).Minutes).toBeNaN();
    expect([minutesText(40), minutesText(60), minutesText(90)]).toEqual(['40分钟', '1小时', '1小时30分钟']);
  });
});
