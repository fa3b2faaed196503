import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/Pager';
import { cleanKeyword } from '@/features/content/lib/keyword';
import { MAX_LIST_PAGE } from '@/features/content/lib/list-url';
import type { CourseListRequest } from '../types';

/** What the catalogue's address says: ?category=&grade=&keyword=&page=&size=. */
export interface CourseListState {
  category: string;
  grade: string;
  keyword: string;
  page: number;
  size: number;
}

/** Reads the catalogue's state; a missing or bad value falls back to its default. */
export function readCourseListState(params: URLSearchParams): CourseListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    category: (params.get('category') ?? '').trim(),
    grade: (params.get('grade') ?? '').trim(),
    keyword: cleanKeyword(params.get('keyword')),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_LIST_PAGE ? page : 1,
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a state, defaults left out. */
export function courseListParams(s: CourseListState): URLSearchParams {
  const q = new URLSearchParams();
  if (s.category) q.set('category', s.category);
  if (s.grade) q.set('grade', s.grade);
  if (s.keyword) q.set('keyword', s.keyword);
  if (s.page > 1) q.set('page', String(s.page));
  if (s.size !== DEFAULT_PAGE_SIZE) q.set('size', String(s.size));
  return q;
}

/** Web/GetVideoList's body for a state: a filter is sent only when chosen. */
export function courseListRequest(s: CourseListState): CourseListRequest {
  const r: CourseListRequest = { PageIndex: s.page, PageSize: s.size };
  if (s.category) r.CategoryName = s.category;
  if (s.grade) r.Grade = s.grade;
  if (s.keyword) r.Keyword = s.keyword;
  return r;
}

/** Whether any filter is in force. */
export const isFiltered = (s: CourseListState): boolean => Boolean(s.category || s.grade || s.keyword);
