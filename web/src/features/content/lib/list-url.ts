import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/Pager';
import { cleanKeyword } from './keyword';

/** The most pages a list pages through (the server stops at offset 10,000). */
export const MAX_LIST_PAGE = 1000;

/** What a list page's address says: ?category=&keyword=&page=&size=. */
export interface ListState {
  category: string;
  keyword: string;
  page: number;
  size: number;
}

/** Reads a list's state; a missing or bad value falls back to its default. */
export function readListState(params: URLSearchParams): ListState {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    category: (params.get('category') ?? '').trim(),
    keyword: cleanKeyword(params.get('keyword')),
    page: Number.isInteger(page) && page >= 1 && page <= MAX_LIST_PAGE ? page : 1,
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The query string of a state, defaults left out (page 1, size 10, no filter). */
export function listParams(s: ListState): URLSearchParams {
  const q = new URLSearchParams();
  if (s.category) q.set('category', s.category);
  if (s.keyword) q.set('keyword', s.keyword);
  if (s.page > 1) q.set('page', String(s.page));
  if (s.size !== DEFAULT_PAGE_SIZE) q.set('size', String(s.size));
  return q;
}
