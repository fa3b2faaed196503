import { Pager } from '@/components/Pager';
import { PageLoader } from '@/components/PageLoader';
import { EmptyState } from '@/components/EmptyState';
import type { Loaded } from '@/lib/use-load';
import type { ArticleKind, NewsItem, Paged } from '../types';
import { ArticleListItem } from './ArticleListItem';
import { LoadFailed } from './LoadFailed';

/** A page of articles with the pager, or loading, the server's error, or the empty state. */
export function ArticleList({ kind, list, empty, onPage }: {
  kind: ArticleKind;
  list: Loaded<Paged<NewsItem>>;
  empty: string;
  onPage: (page: number, size: number) => void;
}) {
  if (list.error) return <LoadFailed message={list.error.message} testId="article-list-error" />;
  const data = list.data;
  if (!data) return list.loading ? <PageLoader lines={5} testId="article-list-loading" /> : null;
  const items = data.List ?? [];
  return (
    <div className="zy-article-list" aria-busy={list.loading} data-testid="article-list">
      {items.length ? (
        items.map((it) => <ArticleListItem key={it.Id} kind={kind} item={it} />)
      ) : (
        <EmptyState icon="newspaper outline" text={data.Total > 0 ? '这一页没有内容了，请回到前面的页' : empty} testId="article-list-empty" />
      )}
      {data.Total > 0 ? <Pager total={data.Total} page={data.PageIndex} size={data.PageSize} onChange={onPage} testId="article-pager" /> : null}
    </div>
  );
}
