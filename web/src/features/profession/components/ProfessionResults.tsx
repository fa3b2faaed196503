import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import type { Loaded } from '@/lib/use-load';
import type { Paging } from '../lib/paging';
import type { Paged, ProfessionItem } from '../types';
import { ProfessionCard } from './ProfessionCard';

/** A paged occupation answer: loading, error (the server's message), empty, the list and the pager. */
export function ProfessionResults({ result, paging, onPage, empty = '没有找到相关职业', showIndustry = true }: {
  result: Loaded<Paged<ProfessionItem>>;
  paging: Paging;
  onPage: (page: number, size: number) => void;
  empty?: string;
  showIndustry?: boolean;
}) {
  const { data, loading, error } = result;
  if (!data && loading) return <PageLoader />;
  if (error) return <EmptyState icon="warning circle" text={error.message} testId="profession-error" />;
  if (!data) return null;
  const list = data.List ?? [];
  return (
    <div data-testid="profession-results">
      <p className="zy-muted" data-testid="profession-total">
        共找到 {data.Total} 个相关职业
      </p>
      {list.length ? (
        <div className="ui divided items" data-testid="profession-list">
          {list.map((p) => (
            <ProfessionCard key={p.ID} item={p} showIndustry={showIndustry} />
          ))}
        </div>
      ) : (
        <EmptyState icon="search" text={empty} testId="profession-empty" />
      )}
      {data.Total > 0 ? <Pager total={data.Total} page={paging.page} size={paging.size} onChange={onPage} /> : null}
    </div>
  );
}
