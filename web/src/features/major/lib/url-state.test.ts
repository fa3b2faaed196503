import { describe, expect, it } from 'vitest';
import { majorPaths, professionPath } from './paths';
import { pagingParams, readCategoryCode, readLevel, readMajorCode, readPaging, readProvinceId, withParams } from './url-state';

const q = (s: string) => new URLSearchParams(s);

describe('URL state of the major pages', () => {
  it('reads paging with the pager sizes only', () => {
    expect(readPaging(q(''))).toEqual({ page: 1, size: 10 });
    expect(readPaging(q('page=3&size=50'))).toEqual({ page: 3, size: 50 });
    expect(readPaging(q('page=0&size=30'))).toEqual({ page: 1, size: 10 });
    expect(readPaging(q('page=abc&size=100'))).toEqual({ page: 1, size: 100 });
  });
  it('restarts at page 1 when the size changes, and drops defaults from the URL', () => {
    expect(pagingParams(q('id=080901&page=4'), { page: 4, size: 10 }, 4, 20).toString()).toBe('id=080901&size=20');
    expect(pagingParams(q('id=080901'), { page: 1, size: 10 }, 2, 10).toString()).toBe('id=080901&page=2');
    expect(pagingParams(q('id=080901&page=2'), { page: 2, size: 10 }, 1, 10).toString()).toBe('id=080901');
  });
  it('sets and removes keys', () => {
    expect(withParams(q('a=1&page=3'), { a: null, b: ' x ', page: 1 }).toString()).toBe('b=x');
    expect(withParams(q(''), { province: 11, size: 10 }).toString()).toBe('province=11');
  });
  it('reads the level, 本科 by default', () => {
    expect(readLevel(q(''))).toBe('bk');
    expect(readLevel(q('level=zk'))).toBe('zk');
    expect(readLevel(q('level=zb'))).toBe('zb');
    expect(readLevel(q('level=other'))).toBe('bk');
  });
  it('accepts 门类 and 专业类 codes only', () => {
    expect(readCategoryCode(q('code=08'))).toBe('08');
    expect(readCategoryCode(q('code=0809'))).toBe('0809');
    expect(readCategoryCode(q('code=080901'))).toBe('');
    expect(readCategoryCode(q('code=abc'))).toBe('');
  });
  it('reads a major code from id, ID or code', () => {
    expect(readMajorCode(q('id=080910t'))).toBe('080910T');
    expect(readMajorCode(q('ID=080901'))).toBe('080901');
    expect(readMajorCode(q(''))).toBe('');
  });
  it('reads a province id, none for 不限', () => {
    expect(readProvinceId(q('province=11'))).toBe(11);
    expect(readProvinceId(q('province=0'))).toBeNull();
    expect(readProvinceId(q('province=x'))).toBeNull();
  });
});

describe('paths', () => {
  it('keeps the family of the current page', () => {
    expect(majorPaths('/specialty').detail('080901')).toBe('/specialty-detail?id=080901');
    expect(majorPaths('/query/major').detail('080901')).toBe('/query/majordetail?id=080901');
    expect(majorPaths('/specialty-rank').list('08')).toBe('/specialty-list?code=08');
    expect(majorPaths('/query/majorrank').list('0809')).toBe('/query/majorlist?code=0809');
    expect(majorPaths('/specialty-detail').college('10001')).toBe('/university-detail?id=10001');
    expect(professionPath('15-1252.00')).toBe('/profession-detail?ID=15-1252.00');
  });
});
