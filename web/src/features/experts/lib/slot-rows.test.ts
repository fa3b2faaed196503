import { describe, expect, it } from 'vitest';
import { newRow, rowsProblem, toSlotInputs, type SlotRow } from './slot-rows';

const NOW = Date.parse('2027-06-01T00:00:00Z'); // 08:00 in Beijing
const row = (over: Partial<SlotRow>): SlotRow => ({ ...newRow(), date: '2027-06-20', time: '19:30', ...over });

describe('the slot rows', () => {
  it('adds a row after the last one', () => {
    const next = newRow(row({ time: '23:40', minutes: '45', mode: 'phone' }));
    expect([next.date, next.time, next.minutes, next.mode]).toEqual(['2027-06-21', '00:25', '45', 'phone']);
    expect(newRow(row({ time: '' })).date).toBe('2027-06-20');
  });

  it('names the first row that cannot be sent', () => {
    expect(rowsProblem([], NOW)).toBe('请至少添加一个时段');
    expect(rowsProblem([row({}), row({ time: '' })], NOW)).toBe('第 2 行：请选择日期和开始时间');
    expect(rowsProblem([row({ minutes: '10' })], NOW)).toBe('第 1 行：时长须为 15–120 分钟');
    expect(rowsProblem([row({ date: '2027-06-01', time: '09:30' })], NOW)).toBe('第 1 行：开始时间须在两小时以后');
    expect(rowsProblem([row({ date: '2027-08-20' })], NOW)).toBe('第 1 行：最多发布 60 天以内的时段');
    expect(rowsProblem([row({})], NOW)).toBeNull();
  });

  it('sends Beijing times', () => {
    expect(toSlotInputs([row({ minutes: '60', mode: 'phone' })])).toEqual([{ Start: '2027-06-20 19:30', Minutes: 60, Mode: 'phone' }]);
  });
});
