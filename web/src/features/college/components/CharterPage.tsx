import { Link, useSearchParams } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { ArticleBody } from '@/features/content/components/ArticleBody';
import { ApiCode } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useLoad } from '@/lib/use-load';
import { getCollegeConstitutionDetail } from '../api/college-items';
import { CHSI_URL } from './CollegeCharters';
import { PageHead } from './PageHead';
import '../college.css';

/**
 * /constitution-details?id=: one college's 招生章程 entry — the editors' summary and, first, the
 * link to the official text, which is what binds.
 */
export default function CharterPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? '').trim();
  const res = useLoad(() => getCollegeConstitutionDetail(id), id ? `charter:${id}` : null);
  const c = res.data && res.data.Id === id ? res.data : null;
  useDocumentTitle(c?.NewsTitle);
  const gone = !id || res.error?.code === ApiCode.NotFound || res.error?.code === ApiCode.Invalid;
  return (
    <div className="zy-container zy-college-page" data-testid="charter-page">
      <PageHead title="招生章程" />
      {gone ? (
        <EmptyState icon="file alternate outline" text="未找到这份招生章程，可能已下线" testId="charter-not-found">
          <a className="ui primary button" href={CHSI_URL} target="_blank" rel="noopener noreferrer">
            去阳光高考平台查看
          </a>
        </EmptyState>
      ) : null}
      {!gone && res.loading && !c ? <PageLoader /> : null}
      {!gone && res.error ? <EmptyState icon="warning circle" text={res.error.message} testId="charter-error" /> : null}
      {c ? (
        <Segment>
          <Header as="h1" data-testid="charter-title">
            {c.NewsTitle}
          </Header>
          <p className="zy-muted">
            {c.Year ? `${c.Year}年 · ` : ''}
            {c.Source}
            {c.CollegeCode ? (
              <>
                {' · '}
                <Link to={`/university-detail?id=${encodeURIComponent(c.CollegeCode)}`}>院校详情</Link>
              </>
            ) : null}
          </p>
          {c.SourceUrl ? (
            <p>
              <a className="ui primary button" href={c.SourceUrl} target="_blank" rel="noopener noreferrer" data-testid="charter-official">
                查看官方原文
              </a>
            </p>
          ) : null}
          <p className="zy-muted">以下是编辑整理的要点，招生规则以学校公布的章程原文为准。</p>
          <ArticleBody html={c.Content} testId="charter-body" />
        </Segment>
      ) : null}
    </div>
  );
}
