import { Link } from 'react-router';
import { Button } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import type { Loaded } from '@/lib/use-load';
import type { ExpertPage } from '../types';
import { ErrorLine } from './ErrorLine';
import { ExpertCard } from './ExpertCard';

/**
 * A page of experts with the pager; the empty state says truthfully that nobody is listed yet (the
 * portal ships no experts) and leads to 入驻申请, or that the filters match nobody.
 */
export function ExpertResults({ list, noneListed, onClear, onPage }: {
  list: Loaded<ExpertPage>;
  /** Nobody is listed at all (not only under these filters); null while that is being asked. */
  noneListed: boolean | null;
  onClear: () => void;
  onPage: (page: number, size: number) => void;
}) {
  if (list.error) return <ErrorLine message={list.error.message} testId="expert-list-error" />;
  const data = list.data;
  if (!data) return list.loading ? <PageLoader lines={5} testId="expert-list-loading" /> : null;
  const items = data.List ?? [];
  if (!data.Total) {
    if (noneListed === null) return <PageLoader lines={2} testId="expert-list-loading" />;
    return !noneListed ? (
      <EmptyState icon="search" text="没有符合条件的专家" testId="expert-list-empty">
        <Button type="button" onClick={onClear} content="清除筛选条件" data-testid="expert-list-clear" />
      </EmptyState>
    ) : (
      <EmptyState icon="users" text="目前还没有专家入驻" testId="expert-list-empty">
        <p className="zy-muted">平台不虚构专家资料：专家提交入驻申请并通过审核后，才会在这里列出并开放预约。</p>
        <Link to="/expertsettlein" className="ui primary button" data-testid="expert-list-apply">
          入驻申请
        </Link>
      </EmptyState>
    );
  }
  return (
    <div aria-busy={list.loading} data-testid="expert-list">
      {items.length ? (
        <ul className="zy-experts-cards">
          {items.map((e) => (
            <ExpertCard key={e.Id} expert={e} />
          ))}
        </ul>
      ) : (
        <EmptyState text="这一页没有专家了，请回到前面的页" testId="expert-list-empty" />
      )}
      <Pager total={data.Total} page={data.PageIndex} size={data.PageSize} onChange={onPage} testId="expert-pager" />
    </div>
  );
}
