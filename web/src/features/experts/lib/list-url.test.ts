import { describe, expect, it } from 'vitest';
import { effectiveProvince, listParams, listQuery, readListState } from './list-url';

describe('the expert list’s address', () => {
  it('reads and writes the filters, defaulting the province to the visitor’s', () => {
    const s = readListState(new URLSearchParams('keyword=%20志愿%20&specialty=强基计划&page=2&size=20'));
    expect(s).toEqual({ keyword: '志愿', specialty: '强基计划', province: null, page: 2, size: 20 });
    expect(effectiveProvince(s, 44)).toBe(44);
    expect(listQuery(s, 44)).toEqual({ PageIndex: 2, PageSize: 20, Keyword: '志愿', Specialty: '强基计划', ProvinceId: 44 });
    const all = { ...s, province: 0 };
    expect(effectiveProvince(all, 44)).toBe(0);
    expect(listQuery(all, 0)).not.toHaveProperty('ProvinceId');
    expect(listParams(all).toString()).toBe('keyword=%E5%BF%97%E6%84%BF&specialty=%E5%BC%BA%E5%9F%BA%E8%AE%A1%E5%88%92&province=0&page=2&size=20');
  });

  it('ignores a bad page or size and cuts a long keyword', () => {
    const s = readListState(new URLSearchParams(`page=-1&size=7&keyword=${'字'.repeat(30)}`));
    expect([s.page, s.size, s.keyword.length]).toEqual([1, 10, 20]);
  });
});
