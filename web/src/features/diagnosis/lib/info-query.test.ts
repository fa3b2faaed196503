import { describe, expect, it } from 'vitest';
import { readInfoQuery, toInfoParams, toPagedBody, withFilter } from './info-query';

describe('/diagnosis-info query', () => {
  it('reads the URL, dropping what is malformed', () => {
    expect(readInfoQuery(new URLSearchParams('year=2024&province=11&reach=rush&page=3&size=20'))).toEqual({ year: 2024, province: 11, reach: 'rush', page: 3, size: 20 });
    expect(readInfoQuery(new URLSearchParams('year=abc&province=0&reach=x&page=-1&size=7'))).toEqual({ year: null, province: null, reach: '', page: 1, size: 10 });
  });
  it('可达 sends Reachable true, 冲刺 false, 全部 nothing', () => {
    const q = readInfoQuery(new URLSearchParams('year=2025&province=44&reach=reach'));
    expect(toPagedBody(q)).toEqual({ Year: 2025, CollegeProvinceId: 44, Reachable: true, PageIndex: 1, PageSize: 10 });
    expect(toPagedBody({ ...q, reach: 'rush' }).Reachable).toBe(false);
    expect('Reachable' in toPagedBody({ ...q, reach: '' })).toBe(false);
  });
  it('a filter change goes back to page 1; defaults stay out of the URL', () => {
    const q = { year: 2025, province: null, reach: '' as const, page: 4, size: 10 };
    expect(withFilter(q, { reach: 'rush' })).toEqual({ ...q, reach: 'rush', page: 1 });
    expect(toInfoParams(withFilter(q, { province: 11 })).toString()).toBe('year=2025&province=11');
  });
});
