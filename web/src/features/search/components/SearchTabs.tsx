import type { SearchCounts, SearchKind } from '../types';
import { SEARCH_TABS } from '../lib/tabs';

/** The four tabs; each shows its number of hits once the counts are known. */
export function SearchTabs({ active, counts, onSelect }: {
  active: SearchKind | null;
  counts: SearchCounts | null;
  onSelect: (kind: SearchKind) => void;
}) {
  return (
    <div className="ui top attached tabular menu" role="tablist">
      {SEARCH_TABS.map((t) => (
        <button
          type="button"
          key={t.kind}
          role="tab"
          aria-selected={active === t.kind}
          className={`item${active === t.kind ? ' active' : ''}`}
          onClick={() => onSelect(t.kind)}
          data-testid={`search-tab-${t.kind}`}
        >
          {t.label}
          {counts && (
            <span className="ui mini circular label zy-search-count" data-testid={`search-count-${t.kind}`}>
              {counts[t.kind] ?? 0}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
