import { describe, expect, it } from 'vitest';
import { examCountdownDays, parseExamDate, shouldShowCountdown } from './countdown';

/** A moment in Beijing time, whatever the zone the tests run in. */
const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(Date.UTC(y, m - 1, d, h - 8, min));

describe('exam countdown', () => {
  it('counts whole days to the exam date', () => {
    expect(examCountdownDays('2027-06-07', at(2027, 6, 1))).toBe(6);
    expect(examCountdownDays('2027-06-07', at(2026, 6, 7))).toBe(365);
  });
  it('rounds partial days up', () => {
    expect(examCountdownDays('2027-06-07', at(2027, 6, 6, 23, 59))).toBe(1);
    expect(examCountdownDays('2027-06-07', at(2027, 6, 1, 0, 1))).toBe(6);
    expect(examCountdownDays('2027-06-07', at(2027, 6, 5, 12))).toBe(2);
  });
  it('shows 0 on and after the exam date', () => {
    expect(examCountdownDays('2027-06-07', at(2027, 6, 7))).toBe(0);
    expect(examCountdownDays('2027-06-07', at(2027, 6, 7, 9))).toBe(0);
    expect(examCountdownDays('2027-06-07', at(2028, 1, 1))).toBe(0);
  });
  it('gives null for a missing or bad date', () => {
    expect(examCountdownDays(undefined)).toBeNull();
    expect(examCountdownDays('')).toBeNull();
    expect(examCountdownDays('六月七日')).toBeNull();
    expect(parseExamDate('2027-06-07')?.toISOString()).toBe('2027-06-06T16:00:00.000Z'); // midnight in Beijing
  });
  it('counts as the server does in Beijing, from a browser anywhere: 20:00 UTC on 6 June is already exam day', () => {
    expect(examCountdownDays('2027-06-07', new Date(Date.UTC(2027, 5, 6, 20)))).toBe(0);
    expect(examCountdownDays('2027-06-07', new Date(Date.UTC(2027, 5, 6, 15, 59)))).toBe(1);
  });
  it("is shown only when Web_ExamDate is '0'", () => {
    expect(shouldShowCountdown('0')).toBe(true);
    expect(shouldShowCountdown('1')).toBe(false);
    expect(shouldShowCountdown('')).toBe(false);
    expect(shouldShowCountdown(undefined)).toBe(false);
  });
});
