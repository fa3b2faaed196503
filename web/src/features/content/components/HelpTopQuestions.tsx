import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { getHelpTopList } from '../api/get-help-top-list';
import { HelpQuestionList } from './HelpQuestionList';
import { LoadFailed } from './LoadFailed';

/** The help center's start: the questions marked as top questions (Web/GetHelpTopList). */
export function HelpTopQuestions() {
  const res = useLoad(getHelpTopList, 'help-top');
  const items = res.data ?? [];
  return (
    <section aria-labelledby="help-top-title" data-testid="help-top">
      <h2 id="help-top-title">常见问题</h2>
      {res.error ? <LoadFailed message={res.error.message} /> : null}
      {res.loading && !res.data ? <PageLoader lines={5} /> : null}
      {res.data && !items.length ? <EmptyState icon="question circle outline" text="暂无常见问题" testId="help-empty" /> : null}
      {items.length ? <HelpQuestionList items={items} /> : null}
    </section>
  );
}
