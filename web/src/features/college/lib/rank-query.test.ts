import { describe, expect, it } from 'vitest';
import { buildRankRequest, pickRanking, readRankState, toRankQuery } from './rank-query';

describe('rank page state ↔ URL', () => {
  const offered = [{ ID: 'majors' }, { ID: 'tags' }];

  it('defaults to 录取位次 when offered, else falls back to the first offered ranking', () => {
    const all = [{ ID: 'admission' }, ...offered];
    expect(pickRanking('', all)).toBe('admission');
    expect(pickRanking('nonsense', [...offered, { ID: 'admission' }])).toBe('admission');
    expect(pickRanking('majors', all)).toBe('majors');
    expect(pickRanking('', offered)).toBe('majors');
    expect(pickRanking('admission', offered)).toBe('majors');
    expect(pickRanking('tags', offered)).toBe('tags');
    expect(pickRanking('tags', [])).toBe('');
  });

  it('round-trips and keeps a tag only for the tags ranking', () => {
    const s = readRankState(new URLSearchParams('type=tags&province=11&tag=985&page=2&size=50'));
    expect(s).toEqual({ type: 'tags', province: '11', tag: '985', page: 2, size: 50 });
    expect(toRankQuery(s, s).toString()).toBe('type=tags&province=11&tag=985&page=2&size=50');
    expect(buildRankRequest(s, s)).toEqual({ CategoryId: 'tags', ProvinceId: 11, Tag: '985', PageIndex: 2, PageSize: 50 });
    const majors = { ...s, type: 'majors' };
    expect(toRankQuery(majors, { page: 1, size: 10 }).toString()).toBe('type=majors&province=11');
    expect(buildRankRequest(majors, { page: 1, size: 10 })).toEqual({ CategoryId: 'majors', ProvinceId: 11, PageIndex: 1, PageSize: 10 });
  });

  it('drops a malformed province', () => {
    expect(readRankState(new URLSearchParams('province=x')).province).toBe('');
  });
});
