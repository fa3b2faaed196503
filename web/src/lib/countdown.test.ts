import { describe, expect, it } from 'vitest';
import { examCountdownDays, parseExamDate, shouldShowCountdown } from './countdown';

const at = (y: number, m: number, d: number, h = 0, min = 0) => new Date(y, m - 1, d, h, min);

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
    expect(parseExamDate('2027-06-07')?.getDate()).toBe(7);
  });
  it("is shown only when Web_ExamDate is '0'", () => {
    expect(shouldShowCountdown('0')).toBe(true);
    expect(shouldShowCountdown('1')).toBe(false);
    expect(shouldShowCountdown('')).toBe(false);
    expect(shouldShowCountdown(undefined)).toBe(false);
  });
});
