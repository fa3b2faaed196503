import { Link, useSearchParams } from 'react-router';
import { Pagination, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { ArticleBody } from '@/features/content/components/ArticleBody';
import { useLoad } from '@/lib/use-load';
import { getCareerContentDetail, getCareerContentList } from './api';
import { readingItemPath, type ReadingKind } from './kinds';

/**
 * A career reading list (推荐书籍, 生涯故事 …): the published items, newest first, paged in the
 * address. Books have no page of their own: ?id= opens one under the list.
 */
export default function ReadingListPage({ k }: { k: ReadingKind }) {
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useLoad(() => getCareerContentList(k.kind, page), `${k.kind}:${page}`);
  const openId = k.detailPath ? '' : (params.get('id') ?? '');
  const open = useLoad(() => getCareerContentDetail(k.kind, openId), openId ? `${k.kind}:item:${openId}` : null);
  const items = list.data?.List ?? [];
  const pages = Math.max(1, Math.ceil((list.data?.Total ?? 0) / (list.data?.PageSize || 10)));
  return (
    <div data-testid={`reading-${k.kind}`}>
      <h1 className="zy-career-title">{k.title}</h1>
      {open.data ? (
        <Segment data-testid="reading-open">
          <h2>{open.data.NewsTitle}</h2>
          <ArticleBody html={open.data.Content} />
        </Segment>
      ) : null}
      {list.loading && !list.data ? <PageLoader /> : null}
      {list.error ? <EmptyState icon="warning circle" text={list.error.message} testId="reading-error" /> : null}
      {list.data && items.length === 0 ? <EmptyState icon="book" text={`暂无内容：${k.empty}。`} testId="reading-empty" /> : null}
      {items.map((it) => (
        <article key={it.Id} className="zy-article-item" data-testid="reading-item">
          <div className="zy-article-item-main">
            <h2 className="zy-article-item-title">
              <Link to={readingItemPath(k, it.Id)}>{it.NewsTitle}</Link>
            </h2>
            {it.Summary ? <p className="zy-article-summary">{it.Summary}</p> : null}
            <p className="zy-muted">
              {it.CategoryName} · {it.ReleaseDate}
            </p>
          </div>
        </article>
      ))}
      {pages > 1 ? (
        <Pagination activePage={page} totalPages={pages} onPageChange={(_e, d) => setParams({ page: String(d.activePage) })} />
      ) : null}
    </div>
  );
}
