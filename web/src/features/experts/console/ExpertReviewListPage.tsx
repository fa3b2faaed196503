import { useSearchParams } from 'react-router';
import { Header } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { DEFAULT_PAGE_SIZE, Pager } from '@/components/Pager';
import { useLoad } from '@/lib/use-load';
import { EXPERT_STATES, REVISION_TAB } from '../lib/states';
import { listExperts } from './api/list-experts';
import { ReviewTable } from './ReviewTable';
import { StateTabs } from './StateTabs';
import '../experts.css';

const int = (v: string | null, d: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : d);

/**
 * /admin/experts (专家入驻, reviewers and admins): applications and experts by state — 待审核 first,
 * as the address says (?state=, '' is every state; revision: 资料修改待审核) — a page at a time.
 */
export default function ExpertReviewListPage() {
  const [params, setParams] = useSearchParams();
  const raw = params.get('state');
  const state = raw === null ? 'pending' : EXPERT_STATES.includes(raw as never) || raw === REVISION_TAB ? raw : '';
  const page = int(params.get('page'), 1);
  const size = int(params.get('size'), DEFAULT_PAGE_SIZE);
  const list = useLoad(() => listExperts(state, page, size), JSON.stringify([state, page, size]));
  const go = (next: { state?: string; page?: number; size?: number }) => {
    const all = { state, page, size, ...next };
    const p = new URLSearchParams({ state: all.state });
    if (all.page > 1) p.set('page', String(all.page));
    if (all.size !== DEFAULT_PAGE_SIZE) p.set('size', String(all.size));
    setParams(p);
  };
  const items = list.data?.List ?? [];
  return (
    <div data-testid="expert-review-list-page">
      <div className="zy-admin-page-head">
        <Header as="h2">专家入驻</Header>
      </div>
      <StateTabs active={state} onSelect={(s) => go({ state: s, page: 1 })} />
      {list.error ? (
        <p className="zy-admin-error" role="alert" data-testid="expert-review-list-error">
          {list.error.message}
        </p>
      ) : null}
      {!list.data && list.loading ? <PageLoader /> : null}
      {list.data && !items.length ? <EmptyState text={state === 'pending' ? '没有待审核的入驻申请' : state === REVISION_TAB ? '没有待审核的资料修改' : '没有这类专家'} testId="expert-review-empty" /> : null}
      {items.length ? <ReviewTable list={items} /> : null}
      {list.data ? <Pager total={list.data.Total} page={page} size={size} onChange={(p, s) => go({ page: p, size: s })} testId="expert-review-pager" /> : null}
    </div>
  );
}
