import { useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { ApiCode } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useArticle } from '../hooks/useArticle';
import { KINDS } from '../lib/kinds';
import type { ArticleKind } from '../types';
import { ArticleBody } from './ArticleBody';
import { ArticleMeta } from './ArticleMeta';
import { ContentCrumbs } from './ContentCrumbs';
import { GoneState } from './GoneState';
import { LoadFailed } from './LoadFailed';
import { PrevNext } from './PrevNext';
import '../content.css';

/**
 * /newsdetail?id= and /noticedetail?id=: the article with its facts, its text, and the ones
 * before and after it. A read is counted once per view. Unknown or withdrawn: 内容不存在或已下线.
 */
export default function ArticleDetailPage({ kind }: { kind: ArticleKind }) {
  const info = KINDS[kind];
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const { article, loading, error } = useArticle(kind, id);
  useDocumentTitle(article?.NewsTitle);
  const back = { back: info.listPath, backText: `返回${info.noun}列表` };
  let body;
  if (!id || error?.code === ApiCode.NotFound) body = <GoneState {...back} />;
  else if (error) body = <LoadFailed message={error.message} />;
  else if (!article) body = loading ? <PageLoader lines={8} testId="article-loading" /> : null;
  else {
    body = (
      <>
        <Segment as="article" className="zy-article" data-testid="article">
          <h1 data-testid="article-title">{article.NewsTitle}</h1>
          <ArticleMeta item={article} revised={article.RevisedDate} linkSource />
          <ArticleBody html={article.Content ?? ''} />
        </Segment>
        <PrevNext kind={kind} prev={article.Prev} next={article.Next} />
      </>
    );
  }
  return (
    <div className="zy-container zy-content-page" data-testid={`${kind}-detail-page`}>
      <ContentCrumbs steps={[{ to: info.listPath, text: info.title }]} />
      {body}
    </div>
  );
}
