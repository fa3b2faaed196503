import { useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { ApiCode } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoad } from '@/lib/use-load';
import { getContentDetail } from '../api/get-content-detail';
import { ArticleBody } from './ArticleBody';
import { ContentCrumbs } from './ContentCrumbs';
import { GoneState } from './GoneState';
import { LoadFailed } from './LoadFailed';
import '../content.css';

/** /content?code=: a content page (关于志愿, 编辑原则, 数据来源说明…) as the editors published it. */
export default function ContentPage() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? '').trim();
  const res = useLoad(() => getContentDetail(code), code ? `page:${code}` : null);
  const page = res.data && res.data.Code === code ? res.data : null;
  useDocumentTitle(page?.Title);
  let body;
  if (!code || res.error?.code === ApiCode.NotFound) body = <GoneState back="/index" backText="返回首页" />;
  else if (res.error) body = <LoadFailed message={res.error.message} />;
  else if (!page) body = res.loading ? <PageLoader lines={8} testId="content-loading" /> : null;
  else {
    body = (
      <Segment as="article" className="zy-article" data-testid="content-article">
        <h1 data-testid="content-title">{page.Title}</h1>
        {page.RevisedDate ? (
          <p className="zy-article-meta">
            <span data-testid="content-revised">
              更新于 <time dateTime={page.RevisedDate}>{page.RevisedDate}</time>
            </span>
          </p>
        ) : null}
        <ArticleBody html={page.Content ?? ''} testId="content-body" />
      </Segment>
    );
  }
  return (
    <div className="zy-container zy-content-page" data-testid="content-page">
      <ContentCrumbs steps={[]} current={page?.Title} />
      {body}
    </div>
  );
}
