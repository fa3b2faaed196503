import type { SearchKind } from '../types';

export interface SearchTab {
  kind: SearchKind;
  label: string;
  /** What the tab lists, for the empty state: 没有找到与“X”相关的{noun}. */
  noun: string;
}

/** The four tabs of the search page (SPEC §2), in display order. */
export const SEARCH_TABS: SearchTab[] = [
  { kind: 'news', label: '资讯', noun: '资讯' },
  { kind: 'college', label: '院校', noun: '院校' },
  { kind: 'major', label: '专业', noun: '专业' },
  { kind: 'profession', label: '职业', noun: '职业' },
];

export const SEARCH_KINDS: SearchKind[] = SEARCH_TABS.map((t) => t.kind);

export function isSearchKind(v: unknown): v is SearchKind {
  return typeof v === 'string' && (SEARCH_KINDS as string[]).includes(v);
}
