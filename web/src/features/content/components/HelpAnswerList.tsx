import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import { useLoad } from '@/lib/use-load';
import { getHelpList } from '../api/get-help-list';
import type { HelpState } from '../lib/help-url';
import { HelpQuestionList } from './HelpQuestionList';
import { LoadFailed } from './LoadFailed';

/**
 * A page of help answers (Web/GetHelpList): a category's, in their order, or those matching the
 * keyword. The heading says which; the pager keeps the place in the address.
 */
export function HelpAnswerList({ state, onPage }: { state: HelpState; onPage: (page: number, size: number) => void }) {
  const search = Boolean(state.keyword);
  const req = search
    ? { Keyword: state.keyword, PageIndex: state.page, PageSize: state.size }
    : { CategoryName: state.category, PageIndex: state.page, PageSize: state.size };
  const res = useLoad(() => getHelpList(req), JSON.stringify(req));
  const data = res.data;
  const items = data?.List ?? [];
  const title = search ? `搜索“${state.keyword}”` : state.category;
  return (
    <section aria-labelledby="help-list-title" data-testid={search ? 'help-search-results' : 'help-category-answers'}>
      <h2 id="help-list-title">{title}</h2>
      {data && search ? <p className="zy-muted" data-testid="help-found">找到 {data.Total} 个相关问题</p> : null}
      {res.error ? <LoadFailed message={res.error.message} /> : null}
      {res.loading && !data ? <PageLoader lines={5} /> : null}
      {data && !items.length ? (
        <EmptyState
          icon="question circle outline"
          text={search ? `没有找到与“${state.keyword}”相关的问题` : '该分类暂无问题'}
          testId="help-empty"
        />
      ) : null}
      {items.length ? <HelpQuestionList items={items} /> : null}
      {data && data.Total > 0 ? <Pager total={data.Total} page={data.PageIndex} size={data.PageSize} onChange={onPage} testId="help-pager" /> : null}
    </section>
  );
}
