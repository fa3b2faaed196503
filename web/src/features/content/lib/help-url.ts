import { DEFAULT_PAGE_SIZE } from '@/components/Pager';
import { cleanKeyword } from './keyword';
import { listParams, readListState } from './list-url';

/**
 * What /helpcenter's address says. One view at a time, in this order: an answer (?id=), the
 * answers matching a keyword (?keyword=), a category's answers (?category=), else the top questions.
 */
export interface HelpState {
  id: string;
  category: string;
  keyword: string;
  page: number;
  size: number;
}

export type HelpView = 'answer' | 'search' | 'category' | 'top';

export function readHelpState(params: URLSearchParams): HelpState {
  return { id: (params.get('id') ?? '').trim(), ...readListState(params) };
}

export function helpView(s: HelpState): HelpView {
  if (s.id) return 'answer';
  if (s.keyword) return 'search';
  return s.category ? 'category' : 'top';
}

/** The address of a help view; what is not given is left out. */
export function helpPath(s: Partial<HelpState> = {}): string {
  if (s.id) return `/helpcenter?id=${encodeURIComponent(s.id)}`;
  const q = listParams({ category: s.category ?? '', keyword: cleanKeyword(s.keyword), page: s.page ?? 1, size: s.size ?? DEFAULT_PAGE_SIZE });
  const text = q.toString();
  return text ? `/helpcenter?${text}` : '/helpcenter';
}
