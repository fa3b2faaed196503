import { describe, expect, it } from 'vitest';
import { readPaging, withPaging } from './paging';

describe('readPaging', () => {
  it('reads page and size from the query', () => {
    expect(readPaging(new URLSearchParams('page=3&size=50'))).toEqual({ page: 3, size: 50 });
  });
  it('falls back to page 1 and size 10 for anything off-list', () => {
    expect(readPaging(new URLSearchParams(''))).toEqual({ page: 1, size: 10 });
    expect(readPaging(new URLSearchParams('page=0&size=30'))).toEqual({ page: 1, size: 10 });
    expect(readPaging(new URLSearchParams('page=2.5&size=abc'))).toEqual({ page: 1, size: 10 });
    expect(readPaging(new URLSearchParams('page=10001'))).toEqual({ page: 1, size: 10 });
  });
});

describe('withPaging', () => {
  const params = new URLSearchParams('CategoryId=15&page=2');
  it('keeps the other keys and sets the page', () => {
    expect(withPaging(params, { page: 2, size: 10 }, 4, 10).toString()).toBe('CategoryId=15&page=4');
  });
  it('starts again from page 1 on a new size and leaves defaults out', () => {
    expect(withPaging(params, { page: 2, size: 10 }, 2, 20).toString()).toBe('CategoryId=15&size=20');
    expect(withPaging(new URLSearchParams('size=20&page=3'), { page: 3, size: 20 }, 1, 10).toString()).toBe('');
  });
});
