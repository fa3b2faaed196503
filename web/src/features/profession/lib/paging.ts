// Page and size in the query string of the paged profession pages (?page=&size=).
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from '@/components/Pager';

export const MAX_PAGE = 10000;

export interface Paging {
  page: number;
  size: number;
}

/** Page and size from the query; anything off-list falls back to page 1, size 10. */
export function readPaging(params: URLSearchParams): Paging {
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    page: Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1,
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/**
 * The query after a pager change: other keys are kept, a new size starts from page 1,
 * defaults (page 1, size 10) are left out.
 */
export function withPaging(params: URLSearchParams, current: Paging, page: number, size: number): URLSearchParams {
  const next = new URLSearchParams(params);
  const p = size !== current.size ? 1 : page;
  if (p === 1) next.delete('page');
  else next.set('page', String(p));
  if (size === DEFAULT_PAGE_SIZE) next.delete('size');
  else next.set('size', String(size));
  return next;
}
