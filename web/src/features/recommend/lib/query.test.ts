import { describe, expect, it } from 'vitest';
import { readQuery, writeQuery, type RecommendQuery } from './query';
import { baseRequest, listRequest } from './request';

const GD: RecommendQuery = {
  province: 44, year: 2026, track: '物理', subjects: ['物理', '化学', '生物'], score: '600', rank: '', predict: false, method: 'WCF', level: '',
  tab: '稳', collegeProvinces: [], tags: [], keyword: '', maxTuition: null, special: false, page: 1, size: 10,
};

describe('the query in the URL', () => {
  it('writes only what differs from the defaults, and reads it back', () => {
    const url = writeQuery(GD);
    expect(url.toString()).toBe(new URLSearchParams({ province: '44', year: '2026', track: '物理', subj: '物理,化学,生物', score: '600' }).toString());
    expect(readQuery(url)).toEqual(GD);
  });

  it('round-trips every field', () => {
    const q: RecommendQuery = {
      ...GD, predict: true, method: 'WDF', level: 'major', tab: 'all', collegeProvinces: [11, 31], tags: ['985', '双一流'],
      keyword: '计算机', maxTuition: 8000, special: true, page: 3, size: 50,
    };
    expect(readQuery(writeQuery(q))).toEqual(q);
  });

  it('keeps a rank, and a 3+3 track (none) or an old-exam track (1 / 2)', () => {
    const q = { ...GD, province: 33, track: '', subjects: ['物理', '化学', '技术'], score: '', rank: '30891' };
    expect(writeQuery(q).has('track')).toBe(false);
    expect(readQuery(writeQuery(q))).toEqual(q);
    expect(readQuery(new URLSearchParams('province=65&year=2026&track=2&score=500'))).toMatchObject({ track: '2', subjects: [] });
  });

  it('is no query without province, year, or a score or rank', () => {
    expect(readQuery(new URLSearchParams(''))).toBeNull();
    expect(readQuery(new URLSearchParams('province=44&year=2026&track=物理'))).toBeNull();
    expect(readQuery(new URLSearchParams('year=2026&score=600'))).toBeNull();
  });

  it('drops what is not valid: unknown tab, level, tags, size; a predicted rank; a long keyword', () => {
    const q = readQuery(new URLSearchParams('province=44&year=2026&rank=300&predict=1&tab=x&level=y&tags=985,abc&size=7&page=0&cp=11,x,11&kw=' + 'a'.repeat(40)));
    expect(q).toMatchObject({ predict: false, tab: '稳', level: '', tags: ['985'], size: 10, page: 1, collegeProvinces: [11] });
    expect(q!.keyword).toHaveLength(30);
  });

  it('keeps a score as typed (the server says what is wrong with it)', () => {
    expect(readQuery(new URLSearchParams('province=44&year=2026&score=abc'))?.score).toBe('abc');
    expect(baseRequest({ ...GD, score: 'abc' }).Score).toBe('abc');
  });
});

describe('the request of a query', () => {
  it('carries the candidate and only the filters that are set', () => {
    expect(baseRequest(GD)).toEqual({ ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], Score: 600 });
    expect(baseRequest({ ...GD, track: '2', subjects: [], score: '', rank: '13967' })).toEqual({ ProvinceId: 44, Year: 2026, SubjectType: 2, Rank: 13967 });
  });

  it('sends a predicted score as PredictScore, and the filters', () => {
    const q = { ...GD, predict: true, method: 'WDF' as const, collegeProvinces: [11], tags: ['211'], keyword: '医学', maxTuition: 6000, special: true };
    expect(baseRequest(q)).toEqual({
      ProvinceId: 44, Year: 2026, SelectSubject: '物理', SelectSubjects: ['物理', '化学', '生物'], PredictScore: 600, Method: 'WDF',
      CollegeProvinceIds: [11], Tags: ['211'], Keyword: '医学', MaxTuition: 6000, Special: true,
    });
  });

  it('a list asks its tab (全部: every unit with a probability), level and page', () => {
    expect(listRequest({ ...GD, tab: 'all', page: 2, size: 20 }, 'group')).toMatchObject({ Level: 'group', Label: '', PageIndex: 2, PageSize: 20 });
    expect(listRequest({ ...GD, tab: '无' }, 'major')).toMatchObject({ Level: 'major', Label: '无', PageIndex: 1, PageSize: 10 });
  });
});
