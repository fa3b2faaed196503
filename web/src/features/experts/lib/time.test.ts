import { describe, expect, it } from 'vitest';
import { beijingInstant, clockText, dayKey, groupByDay, rangeText, stampText, todayKey, whenText } from './time';

const NOW = Date.parse('2027-06-01T00:00:00Z');

describe('expert times', () => {
  it('reads UTC instants as Beijing wall clock with the weekday', () => {
    expect(whenText('2027-06-20T11:30:00Z', NOW)).toBe('6月20日 周日 19:30');
    expect(whenText('2027-06-19T16:30:00Z', NOW)).toBe('6月20日 周日 00:30');
    expect(rangeText('2027-06-19T11:30:00Z', '2027-06-19T12:00:00Z', NOW)).toBe('6月19日 周六 19:30–20:00');
    expect(whenText('2028-01-03T02:00:00Z', NOW)).toBe('2028年1月3日 周一 10:00');
    expect(whenText(null)).toBe('');
    expect(whenText('明天')).toBe('');
    expect(clockText('2027-06-20T01:05:00Z')).toBe('09:05');
    expect(stampText('2026-11-24T02:30:00Z')).toBe('2026-11-24 10:30');
  });

  it('keys and groups by Beijing day, in time order', () => {
    expect(dayKey('2027-06-19T16:00:00Z')).toBe('2027-06-20');
    expect(todayKey(Date.parse('2027-06-19T17:00:00Z'))).toBe('2027-06-20');
    const groups = groupByDay([
      { Start: '2027-06-20T12:00:00Z', n: 3 },
      { Start: '2027-06-19T16:30:00Z', n: 2 },
      { Start: '2027-06-19T11:00:00Z', n: 1 },
    ], NOW);
    expect(groups.map((g) => [g.key, g.label, g.items.map((i) => i.n)])).toEqual([
      ['2027-06-19', '6月19日 周六', [1]],
      ['2027-06-20', '6月20日 周日', [2, 3]],
    ]);
  });

  it('turns the form’s Beijing date and time into an instant', () => {
    expect(new Date(beijingInstant('2027-06-20', '19:30')).toISOString()).toBe('2027-06-20T11:30:00.000Z');
    expect(beijingInstant('2027-6-20', '19:30')).toBeNaN();
    expect(beijingInstant('2027-06-20', '')).toBeNaN();
  });
});
