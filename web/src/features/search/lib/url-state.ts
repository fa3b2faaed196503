import { PAGE_SIZES, DEFAULT_PAGE_SIZE } from '@/components/Pager';
import type { SearchKind } from '../types';
import { isSearchKind } from './tabs';

/** The most pages the server pages through. */
export const MAX_SEARCH_PAGE = 1000;

/** What /search?keywords=&tab=&page=&size= says. A missing or bad value falls back to its default. */
export interface SearchUrlState {
  keyword: string;
  /** null: the URL names no tab; the page opens the first one with hits. */
  tab: SearchKind | null;
  page: number;
  size: number;
}

export function readSearchState(params: URLSearchParams): SearchUrlState {
  const tab = params.get('tab');
  const page = Number(params.get('page'));
  const size = Number(params.get('size'));
  return {
    keyword: params.get('keywords') ?? '',
    tab: isSearchKind(tab) ? tab : null,
    page: Number.isInteger(page) && page >= 1 && page <= MAX_SEARCH_PAGE ? page : 1,
    size: PAGE_SIZES.includes(size) ? size : DEFAULT_PAGE_SIZE,
  };
}

/** The URL of a search page state; defaults (page 1, size 10, no tab) are left out. */
export function searchStatePath(s: SearchUrlState): string {
  const q = new URLSearchParams({ keywords: s.keyword });
  if (s.tab) q.set('tab', s.tab);
  if (s.page > 1) q.set('page', String(s.page));
  if (s.size !== DEFAULT_PAGE_SIZE) q.set('size', String(s.size));
  return `/search?${q.toString()}`;
}
