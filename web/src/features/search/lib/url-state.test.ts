import { describe, expect, it } from 'vitest';
import { readSearchState, searchStatePath } from './url-state';

const read = (q: string) => readSearchState(new URLSearchParams(q));

describe('search URL state', () => {
  it('reads keyword, tab, page and size', () => {
    expect(read('keywords=%E5%8C%97%E5%A4%A7&tab=major&page=3&size=20')).toEqual({ keyword: '北大', tab: 'major', page: 3, size: 20 });
  });
  it('falls back to defaults for missing or bad values', () => {
    expect(read('')).toEqual({ keyword: '', tab: null, page: 1, size: 10 });
    expect(read('keywords=x&tab=school&page=0&size=15')).toEqual({ keyword: 'x', tab: null, page: 1, size: 10 });
    expect(read('keywords=x&page=1.5')).toMatchObject({ page: 1 });
    expect(read('keywords=x&page=-2')).toMatchObject({ page: 1 });
    expect(read('keywords=x&page=1001')).toMatchObject({ page: 1 });
    expect(read('keywords=x&page=1000&size=100')).toMatchObject({ page: 1000, size: 100 });
  });
  it('writes only what differs from the defaults', () => {
    expect(searchStatePath({ keyword: '北大', tab: null, page: 1, size: 10 })).toBe('/search?keywords=%E5%8C%97%E5%A4%A7');
    expect(searchStatePath({ keyword: 'a b', tab: 'college', page: 2, size: 50 })).toBe('/search?keywords=a+b&tab=college&page=2&size=50');
  });
  it('round-trips', () => {
    const s = { keyword: '计算机 & <b>', tab: 'profession' as const, page: 7, size: 20 };
    const path = searchStatePath(s);
    expect(readSearchState(new URLSearchParams(path.slice(path.indexOf('?') + 1)))).toEqual(s);
  });
});
