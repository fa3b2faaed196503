import { describe, expect, it } from 'vitest';
import { listParams, readListState } from './list-url';

const read = (q: string) => readListState(new URLSearchParams(q));

describe('list address', () => {
  it('reads category, keyword, page and size', () => {
    expect(read('category=%E5%A1%AB%E6%8A%A5%E6%8C%87%E5%8D%97&keyword=%20%E4%BD%8D%E6%AC%A1%20&page=3&size=20')).toEqual({ category: '填报指南', keyword: '位次', page: 3, size: 20 });
  });
  it('falls back to the defaults for missing or bad values', () => {
    expect(read('')).toEqual({ category: '', keyword: '', page: 1, size: 10 });
    expect(read('page=0&size=15')).toEqual({ category: '', keyword: '', page: 1, size: 10 });
    expect(read('page=1.5').page).toBe(1);
    expect(read('page=1001').page).toBe(1);
  });
  it('cuts a keyword to 20 characters', () => {
    expect(read(`keyword=${encodeURIComponent('北'.repeat(25))}`).keyword).toBe('北'.repeat(20));
  });
  it('writes only what differs from the defaults, and round-trips', () => {
    expect(listParams({ category: '', keyword: '', page: 1, size: 10 }).toString()).toBe('');
    const s = { category: '常见误区', keyword: 'a b', page: 2, size: 50 };
    expect(listParams(s).toString()).toBe('category=%E5%B8%B8%E8%A7%81%E8%AF%AF%E5%8C%BA&keyword=a+b&page=2&size=50');
    expect(readListState(listParams(s))).toEqual(s);
  });
});
