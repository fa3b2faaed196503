import { describe, expect, it } from 'vitest';
import { countdownText, daysText, durationText, endsText, priceText, remainingMs, yuanText } from './format';

describe('prices', () => {
  it('turns fen into yuan with two decimals', () => {
    expect(yuanText(9900)).toBe('99.00');
    expect(yuanText(1)).toBe('0.01');
    expect(yuanText(12345)).toBe('123.45');
    expect(yuanText(0)).toBe('0.00');
    expect(yuanText(-50)).toBe('-0.50');
    expect(yuanText(undefined)).toBe('');
    expect(yuanText(Number.NaN)).toBe('');
  });
  it("prefers the server's text", () => {
    expect(priceText('99.00', 1)).toBe('99.00');
    expect(priceText('', 9900)).toBe('99.00');
    expect(priceText(null, 19900)).toBe('199.00');
  });
});

describe('durations', () => {
  it('shows days', () => {
    expect(daysText(365)).toBe('365天');
    expect(daysText(30)).toBe('30天');
    expect(daysText(0)).toBe('');
    expect(daysText(undefined)).toBe('');
  });
});

describe('countdown', () => {
  const now = Date.parse('2026-11-24T10:05:01Z');
  it('measures the time left, 0 once past, null when unparsable', () => {
    expect(remainingMs('2026-11-24T10:20:01Z', now)).toBe(15 * 60_000);
    expect(remainingMs('2026-11-24T10:00:00Z', now)).toBe(0);
    expect(remainingMs('', now)).toBeNull();
    expect(remainingMs('soon', now)).toBeNull();
  });
  it('shows mm:ss, rounding partial seconds up', () => {
    expect(countdownText(15 * 60_000)).toBe('15:00');
    expect(countdownText(59_001)).toBe('01:00');
    expect(countdownText(59_000)).toBe('00:59');
    expect(countdownText(500)).toBe('00:01');
    expect(countdownText(0)).toBe('00:00');
    expect(countdownText(-5)).toBe('00:00');
    expect(countdownText(null)).toBe('');
  });
  it('shows hours from an hour up', () => {
    expect(countdownText(3_600_000 + 61_000)).toBe('1:01:01');
  });
});

describe('product ends', () => {
  it('says how long a product lasts: days, or the season it covers', () => {
    expect(durationText({ Kind: 'DAYS', Days: 92 })).toBe('92天');
    expect(durationText({ Days: 365 })).toBe('365天');
    expect(durationText({ Kind: 'SEASON', Days: 0, SeasonYear: 2027 })).toBe('2027志愿季（至录取结束）');
    expect(durationText({ Kind: 'SEASON', Days: 0 })).toBe('至高考当年录取结束');
  });

  it('says when it would end if bought now, and from which end when buying again', () => {
    expect(endsText({ EndsOn: '2027-03-09', EndsOnText: '2027-03-09' })).toBe('购买后到期：2027-03-09');
    expect(endsText({ EndsOn: '2027-08-31', EndsOnText: '2027-08-31（按往年惯例，录取一般于8月底前结束）' })).toBe(
      '购买后到期：2027-08-31（按往年惯例，录取一般于8月底前结束）',
    );
    expect(endsText({ EndsOn: '2028-12-08', EndsOnText: '2028-12-08', CurrentEndsOn: '2027-12-08' })).toBe('续费后到期：2028-12-08（当前到期 2027-12-08）');
    expect(endsText({})).toBe('');
  });
});
