import { useMemo } from 'react';
import type { RecommendQuery } from '../lib/query';
import type { RecommendList } from '../types';
import { UnitCard } from './UnitCard';

/** One page of units, in the order the server gives (冲 likeliest first, 稳 and 保 most ambitious first). */
export function UnitList({ list, query }: { list: RecommendList; query: RecommendQuery }) {
  const sources = useMemo(() => new Map((list.Sources ?? []).map((s) => [s.Id, s])), [list.Sources]);
  const items = list.List ?? [];
  return (
    <ol className="zy-rec-list" data-testid="rec-list" start={(list.PageIndex - 1) * list.PageSize + 1}>
      {items.map((item, i) => (
        <UnitCard key={item.UnitKey} item={item} index={i} query={query} rank={list.Candidate.Rank} sources={sources} />
      ))}
    </ol>
  );
}
