import { describe, expect, it } from 'vitest';
import { beijingInstant, beijingTime, scheduleAt, scheduleProblem } from './time';

describe('times', () => {
  it('shows UTC times in Beijing time', () => {
    expect(beijingTime('2026-11-24T19:07:47.706727Z')).toBe('2026-11-25 03:07');
    expect(beijingTime('2026-11-24T08:00:00+08:00')).toBe('2026-11-24 08:00');
    expect(beijingTime('')).toBe('');
    expect(beijingTime('nonsense')).toBe('');
  });
  it('sends a datetime-local value as Beijing "YYYY-MM-DD HH:mm"', () => {
    expect(scheduleAt('2027-06-01T09:00')).toBe('2027-06-01 09:00');
    expect(scheduleAt('2027-06-01T09:00:30')).toBe('2027-06-01 09:00');
    expect(scheduleAt('')).toBeNull();
    expect(scheduleAt('2027-6-1 9:00')).toBeNull();
  });
  it('reads a Beijing time as an instant', () => {
    expect(new Date(beijingInstant('2027-06-01 09:00')).toISOString()).toBe('2027-06-01T01:00:00.000Z');
  });
  it('wants a schedule later than now and within a year', () => {
    const now = Date.parse('2026-11-24T12:00:00Z'); // 20:00 in Beijing
    expect(scheduleProblem('2026-11-24 21:00', now)).toBeNull();
    expect(scheduleProblem('2026-11-24 19:59', now)).toBe('定时发布的时间须晚于现在');
    expect(scheduleProblem('2027-12-01 09:00', now)).toBe('定时发布最多提前一年');
    expect(scheduleProblem(null, now)).toBe('请选择发布时间');
  });
});
