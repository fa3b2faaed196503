import { useState } from 'react';
import { DEFAULT_PAGE_SIZE, Pager } from '@/components/Pager';
import { EmptyState } from '@/components/EmptyState';
import type { ProfessionItem } from '../types';
import { ProfessionCard } from './ProfessionCard';

/** A full occupation list shown a page at a time (the pager of SPEC §2). */
export function ProfessionPagedList({ items }: { items: ProfessionItem[] }) {
  const [paging, setPaging] = useState({ page: 1, size: DEFAULT_PAGE_SIZE });
  if (!items.length) return <EmptyState icon="inbox" text="该行业暂无职业" testId="profession-empty" />;
  const start = (paging.page - 1) * paging.size;
  const shown = items.slice(start, start + paging.size);
  return (
    <div data-testid="profession-results">
      <div className="ui divided items" data-testid="profession-list">
        {shown.map((p) => (
          <ProfessionCard key={p.ID} item={p} showIndustry={false} />
        ))}
      </div>
      <Pager total={items.length} page={paging.page} size={paging.size} onChange={(page, size) => setPaging({ page: size !== paging.size ? 1 : page, size })} />
    </div>
  );
}
