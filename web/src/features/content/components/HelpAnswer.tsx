import { Link } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { ApiCode } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useHelpAnswer } from '../hooks/useHelpAnswer';
import { helpPath } from '../lib/help-url';
import { ArticleBody } from './ArticleBody';
import { GoneState } from './GoneState';
import { HelpQuestionList } from './HelpQuestionList';
import { LoadFailed } from './LoadFailed';

/** One help answer at /helpcenter?id=: the question, its text, and others of its category. */
export function HelpAnswer({ id }: { id: string }) {
  const { answer, loading, error } = useHelpAnswer(id);
  useDocumentTitle(answer?.Title);
  if (error?.code === ApiCode.NotFound) return <GoneState back="/helpcenter" backText="返回帮助中心" />;
  if (error) return <LoadFailed message={error.message} />;
  if (!answer) return loading ? <PageLoader lines={6} testId="help-answer-loading" /> : null;
  const related = answer.Related ?? [];
  return (
    <>
      <article className="zy-help-answer" data-testid="help-answer">
        <h2 data-testid="help-answer-title">{answer.Title}</h2>
        <p className="zy-article-meta">
          {answer.CategoryName ? (
            <Link to={helpPath({ category: answer.CategoryName })} data-testid="help-answer-category">
              {answer.CategoryName}
            </Link>
          ) : null}
          {answer.RevisedDate ? <span>更新于 <time dateTime={answer.RevisedDate}>{answer.RevisedDate}</time></span> : null}
        </p>
        <ArticleBody html={answer.Content ?? ''} testId="help-answer-body" />
      </article>
      {related.length ? (
        <section className="zy-help-related" aria-labelledby="help-related-title" data-testid="help-related">
          <h3 id="help-related-title">同类问题</h3>
          <HelpQuestionList items={related} summaries={false} testId="help-related-list" />
        </section>
      ) : null}
    </>
  );
}
