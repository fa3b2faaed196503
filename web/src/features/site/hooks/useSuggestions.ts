import { useEffect, useState } from 'react';
import { searchQuery } from '@/features/search/api/search-query';
import type { SearchItem } from '@/features/search/types';

/** Typing pauses this long before the header asks for suggestions. */
export const SUGGEST_DELAY_MS = 250;

/**
 * Suggestions for what is being typed: the best colleges (5) and majors (3) of Search/Query.
 * Only the answer for the text still in the box counts; a failed request shows none.
 */
export function useSuggestions(text: string): SearchItem[] {
  const [items, setItems] = useState<{ text: string; list: SearchItem[] }>({ text: '', list: [] });
  const keyword = text.trim();
  useEffect(() => {
    if (!keyword) return undefined;
    let live = true;
    const timer = setTimeout(() => {
      // The smallest page the API serves is 10; the header shows the first few.
      const ask = (Kind: 'college' | 'major', shown: number) =>
        searchQuery({ Keyword: keyword, Kind, PageIndex: 1, PageSize: 10 }).then((a) => (a?.List ?? []).slice(0, shown), () => []);
      void Promise.all([ask('college', 5), ask('major', 3)]).then(([colleges, majors]) => {
        if (live) setItems({ text: keyword, list: [...colleges, ...majors] });
      });
    }, SUGGEST_DELAY_MS);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword]);
  return keyword && items.text === keyword ? items.list : [];
}
