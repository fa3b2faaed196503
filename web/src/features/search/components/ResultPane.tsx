import { Message } from 'semantic-ui-react';
import { Pager } from '@/components/Pager';
import { PageLoader } from '@/components/PageLoader';
import { EmptyState } from '@/components/EmptyState';
import type { SearchAnswer, SearchKind } from '../types';
import { SEARCH_TABS } from '../lib/tabs';
import { ResultItem } from './ResultItem';

/** What the active tab shows: loading, an error, no hits, or the count, the hits and the pager. */
export function ResultPane({ keyword, kind, answer, loading, error, onPage }: {
  keyword: string;
  kind: SearchKind | null;
  answer: SearchAnswer | null;
  loading: boolean;
  error: string | null;
  onPage: (page: number, size: number) => void;
}) {
  if (error) {
    return <Message negative content={error} data-testid="search-error" />;
  }
  if (!answer || !kind) {
    return loading ? <PageLoader text="加载中..." testId="search-loading" /> : null;
  }
  const count = answer.Counts[kind] ?? 0;
  const tab = SEARCH_TABS.find((t) => t.kind === kind);
  return (
    <div className="zy-search-pane" data-testid={`search-pane-${kind}`}>
      <p className="zy-search-found" data-testid="search-found">
        找到 {count} 条相关结果
      </p>
      {loading && <PageLoader text="加载中..." testId="search-loading" />}
      {!loading && answer.List.length === 0 && (
        <EmptyState icon="search" text={`没有找到与“${keyword}”相关的${tab?.noun ?? ''}`} testId="search-empty" />
      )}
      {!loading && answer.List.length > 0 && (
        <>
          <div className="ui divided relaxed items" data-testid="search-results">
            {answer.List.map((it) => (
              <ResultItem key={`${it.Kind}:${it.Id}`} item={it} />
            ))}
          </div>
          <Pager total={answer.Total} page={answer.PageIndex} size={answer.PageSize} onChange={onPage} testId="search-pager" />
        </>
      )}
    </div>
  );
}
