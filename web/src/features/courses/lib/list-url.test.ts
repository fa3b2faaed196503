import { describe, expect, it } from 'vitest';
import { courseListParams, courseListRequest, readCourseListState } from './list-url';

describe('the catalogue’s address', () => {
  it('reads the filters and falls back to defaults for bad values', () => {
    expect(readCourseListState(new URLSearchParams('category=志愿填报&grade=高三&keyword= 平行 &page=3&size=20'))).toEqual({ category: '志愿填报', grade: '高三', keyword: '平行', page: 3, size: 20 });
    expect(readCourseListState(new URLSearchParams('page=0&size=7'))).toEqual({ category: '', grade: '', keyword: '', page: 1, size: 10 });
    expect(readCourseListState(new URLSearchParams(`keyword=${'字'.repeat(30)}`)).keyword).toHaveLength(20);
  });
  it('writes only what differs from the defaults, and asks only for the chosen filters', () => {
    const s = { category: '', grade: '高一', keyword: '', page: 1, size: 10 };
    expect(courseListParams(s).toString()).toBe('grade=%E9%AB%98%E4%B8%80');
    expect(courseListRequest(s)).toEqual({ Grade: '高一', PageIndex: 1, PageSize: 10 });
    expect(courseListRequest({ ...s, category: 'A', keyword: 'k', page: 2 })).toEqual({ CategoryName: 'A', Grade: '高一', Keyword: 'k', PageIndex: 2, PageSize: 10 });
  });
});
