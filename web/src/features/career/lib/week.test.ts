import { describe, expect, it } from 'vitest';
import { addDays, beijingToday, isDate, mondayOf, shortDate, weekDates, weekdayName, weekText } from './week';

describe('week dates', () => {
  it('counts Beijing days Monday to Sunday', () => {
    expect(beijingToday(Date.parse('2026-11-23T16:30:00Z'))).toBe('2026-11-24');
    expect(mondayOf('2026-11-29')).toBe('2026-11-23');
    expect(mondayOf('2026-11-23')).toBe('2026-11-23');
    expect(weekDates('2026-12-28')).toEqual(['2026-12-28', '2026-12-29', '2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02', '2027-01-03']);
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(weekdayName('2026-11-24')).toBe('周二');
  });
  it('reads dates in words and checks them', () => {
    expect(shortDate('2026-03-01')).toBe('3月1日');
    expect(weekText('2026-11-23')).toBe('2026年11月23日 – 11月29日');
    expect(weekText('2026-12-28')).toBe('2026年12月28日 – 2027年1月3日');
    expect(isDate('2027-02-29')).toBe(false);
    expect(isDate('2027/03/01')).toBe(false);
    expect(isDate('2027-03-01')).toBe(true);
  });
});
