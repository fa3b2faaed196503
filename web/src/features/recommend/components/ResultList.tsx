import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import type { Loaded } from '@/lib/use-load';
import type { RecommendQuery } from '../lib/query';
import { TABS } from '../lib/tabs';
import type { RecommendList } from '../types';
import { TABPANEL_ID } from './LabelTabs';
import { ListSources } from './ListSources';
import { UnitList } from './UnitList';

/** The tab's panel: a skeleton while loading, the server's word when empty, else the page of units, the pager and the sources. */
export function ResultList({ list, query, go }: { list: Loaded<RecommendList>; query: RecommendQuery; go: (q: RecommendQuery) => void }) {
  const d = list.data;
  const items = d?.List ?? [];
  const tabName = TABS.find((t) => t.tab === query.tab)?.name ?? '';
  return (
    <div className={`ui bottom attached segment zy-rec-panel${list.loading ? ' zy-loading' : ''}`} role="tabpanel" id={TABPANEL_ID} aria-labelledby={`rec-tab-${query.tab}`} data-testid="rec-results">
      {list.loading && !d ? <PageLoader lines={5} testId="rec-list-loading" /> : null}
      {list.error ? <p className="zy-error-text" role="alert" data-testid="rec-list-error">{list.error.message}</p> : null}
      {d && !items.length ? (
        <EmptyState icon="search" text={d.Message || `没有“${tabName}”的志愿${query.special ? '（特殊类型）' : ''}：可以换个标签或放宽筛选条件`} testId="rec-empty" />
      ) : null}
      {d && items.length ? (
        <>
          <p className="zy-muted zy-small" data-testid="rec-total">
            共 {d.Total} 个志愿单位
          </p>
          <UnitList list={d} query={query} />
          <Pager total={d.Total} page={query.page} size={query.size} onChange={(page, size) => go({ ...query, page: size !== query.size ? 1 : page, size })} testId="rec-pager" />
          <ListSources sources={d.Sources ?? []} items={items} />
        </>
      ) : null}
    </div>
  );
}
