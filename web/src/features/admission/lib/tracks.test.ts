import { describe, expect, it } from 'vitest';
import { needsChoice, pickTrack, trackOptions, trackParams } from './tracks';
import { readRankQuery, toRankRequest, toRankSearch } from './rank-query';

describe('tracks of a year (RuleList)', () => {
  it('3+1+2: 物理 / 历史 as SelectSubject', () => {
    const t = trackOptions([{ SelectSubject: '物理', Name: '物理类' }, { SelectSubject: '历史', Name: '历史类' }]);
    expect(t).toEqual([{ key: '物理', name: '物理类' }, { key: '历史', name: '历史类' }]);
    expect(needsChoice(t)).toBe(true);
    expect(pickTrack(t, null)).toBe('物理');
    expect(pickTrack(t, '历史')).toBe('历史');
    expect(pickTrack(t, '2')).toBe('物理');
    expect(trackParams('历史')).toEqual({ SelectSubject: '历史' });
  });
  it('old exam: 文科 1 / 理科 2 as SubjectType, 文科 by default', () => {
    const t = trackOptions([{ SubjectType: 1, Name: '文科' }, { SubjectType: 2, Name: '理科' }]);
    expect(t.map((o) => o.key)).toEqual(['1', '2']);
    expect(pickTrack(t, undefined)).toBe('1');
    expect(trackParams('2')).toEqual({ SubjectType: 2 });
  });
  it('3+3: one track, nothing to choose or send', () => {
    const t = trackOptions([{ Name: '综合' }]);
    expect(needsChoice(t)).toBe(false);
    expect(pickTrack(t, '物理')).toBe('');
    expect(trackParams('')).toEqual({});
  });
});

describe('the asked query in the URL', () => {
  it('round-trips and becomes the request', () => {
    const q = { province: 44, year: 2025, track: '物理', score: 600 };
    const params = new URLSearchParams(toRankSearch(q));
    expect(params.toString()).toBe('province=44&year=2025&track=%E7%89%A9%E7%90%86&score=600');
    expect(readRankQuery(params)).toEqual(q);
    expect(toRankRequest(q)).toEqual({ ProvinceId: 44, Year: 2025, SelectSubject: '物理', Score: 600 });
    expect(toRankRequest({ ...q, province: 11, track: '' })).toEqual({ ProvinceId: 11, Year: 2025, Score: 600 });
  });
  it('is no query when a part is missing or not a number', () => {
    expect(readRankQuery(new URLSearchParams('province=44&year=2025'))).toBeNull();
    expect(readRankQuery(new URLSearchParams('province=44&year=2025&score=abc'))).toBeNull();
    expect(readRankQuery(new URLSearchParams('province=44&year=2025&score=0'))).toEqual({ province: 44, year: 2025, track: '', score: 0 });
  });
});
