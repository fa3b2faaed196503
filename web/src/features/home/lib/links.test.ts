import { describe, expect, it } from 'vitest';
import { countdownText, isAppPath, isWebUrl } from './links';

describe('home links', () => {
  it('open only http(s) addresses outside, only real paths inside', () => {
    expect(isWebUrl('https://gaokao.chsi.com.cn/')).toBe(true);
    expect(isWebUrl('http://www.moe.gov.cn/')).toBe(true);
    expect(isWebUrl('javascript:alert(1)')).toBe(false);
    expect(isWebUrl('//evil.example/')).toBe(false);
    expect(isAppPath('/query-rank')).toBe(true);
    expect(isAppPath('//evil.example/')).toBe(false);
    expect(isAppPath(undefined)).toBe(false);
  });
  it('counts down to the exam, and says when it is on', () => {
    expect(countdownText('2027-06-07', 194)).toEqual({ lead: '距2027年高考还有', days: 194, tail: '天' });
    expect(countdownText('2027-06-07', 0)).toEqual({ lead: '2027年高考正在进行', days: null, tail: '' });
    // The exam year the server names wins over the date's.
    expect(countdownText('2027-06-07', 182, 2027)).toEqual({ lead: '距2027年高考还有', days: 182, tail: '天' });
  });
});
