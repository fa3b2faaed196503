import { Link, useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { ArticleBody } from '@/features/content/components/ArticleBody';
import { ApiCode } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoad } from '@/lib/use-load';
import { getCareerContentDetail } from './api';
import type { ReadingKind } from './kinds';

/** One career reading item (/careerManagement/career-story-detail?id= …) with the way back to its list. */
export default function ReadingDetailPage({ k }: { k: ReadingKind }) {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const res = useLoad(() => getCareerContentDetail(k.kind, id), id ? `${k.kind}:${id}` : null);
  const item = res.data && res.data.Id === id ? res.data : null;
  useDocumentTitle(item?.NewsTitle);
  const gone = !id || res.error?.code === ApiCode.NotFound || res.error?.code === ApiCode.Invalid;
  const back = (
    <Link to={`/careerManagement/${k.listPath}`} data-testid="reading-back">
      返回{k.title}
    </Link>
  );
  return (
    <div data-testid={`reading-detail-${k.kind}`}>
      {gone ? <EmptyState icon="file outline" text="内容不存在或已下线" testId="reading-gone">{back}</EmptyState> : null}
      {!gone && res.loading && !item ? <PageLoader /> : null}
      {!gone && res.error ? <EmptyState icon="warning circle" text={res.error.message} testId="reading-error" /> : null}
      {item ? (
        <Segment as="article">
          <h1 data-testid="reading-title">{item.NewsTitle}</h1>
          <p className="zy-muted">
            {item.CategoryName} · {item.Source} · {item.ReleaseDate}
          </p>
          <ArticleBody html={item.Content} testId="reading-body" />
          <p>{back}</p>
        </Segment>
      ) : null}
    </div>
  );
}
