import { useLoad } from '@/lib/use-load';
import { listContent } from '../api/list-content';
import type { Kind } from '../types';

/** How many recent items the suggestions are drawn from. */
const SAMPLE = 100;

/** The categories already used for a kind, most used first (suggestions for the editor). */
export function useCategories(kind: Kind): string[] {
  const { data } = useLoad(async () => {
    const page = await listContent({ Kind: kind, PageIndex: 1, PageSize: SAMPLE });
    const counts = new Map<string, number>();
    (page?.List ?? []).forEach((it) => {
      const c = (it.Category ?? '').trim();
      if (c) counts.set(c, (counts.get(c) ?? 0) + 1);
    });
    return [...counts.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'zh')).map(([c]) => c);
  }, `categories:${kind}`);
  return data ?? [];
}
