import { Link, useParams, useSearchParams } from 'react-router';
import { Header } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { DEFAULT_PAGE_SIZE, Pager } from '@/components/Pager';
import { useLoad } from '@/lib/use-load';
import { listContent } from '../api/list-content';
import { useAdmin } from '../hooks/useAdmin';
import { isKind, KIND_NAMES } from '../lib/kinds';
import { canWrite } from '../lib/roles';
import { ContentTable } from './ContentTable';
import { ListFilters } from './ListFilters';

const int = (v: string | null, d: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : d);

/** /admin/:kind: the items of a kind in every state, filtered by state and keyword, a page at a time. */
export default function ContentListPage() {
  const me = useAdmin();
  const { kind = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const state = params.get('state') ?? '';
  const keyword = params.get('keyword') ?? '';
  const page = int(params.get('page'), 1);
  const size = int(params.get('size'), DEFAULT_PAGE_SIZE);
  const query = { Kind: kind, State: state || undefined, Keyword: keyword || undefined, PageIndex: page, PageSize: size };
  const list = useLoad(() => listContent(query), isKind(kind) ? JSON.stringify(query) : null);

  if (!isKind(kind)) return <EmptyState text="没有这类内容" testId="admin-unknown-kind" />;
  const go = (next: Record<string, string | number>) => {
    const all = { state, keyword, page, size, ...next };
    const p = new URLSearchParams();
    Object.entries(all).forEach(([k, v]) => {
      if (v !== '' && !(k === 'page' && v === 1) && !(k === 'size' && v === DEFAULT_PAGE_SIZE)) p.set(k, String(v));
    });
    setParams(p);
  };
  const items = list.data?.List ?? [];
  return (
    <div className="zy-admin-list-page" data-testid="admin-list-page">
      <div className="zy-admin-page-head">
        <Header as="h2">{KIND_NAMES[kind]}</Header>
        {canWrite(me) ? (
          <Link className="ui primary button" to={`/admin/${kind}/new`} data-testid="admin-new">
            新建{KIND_NAMES[kind]}
          </Link>
        ) : null}
      </div>
      <ListFilters state={state} keyword={keyword} onChange={(s, k) => go({ state: s, keyword: k, page: 1 })} />
      {list.error ? (
        <p className="zy-admin-error" data-testid="admin-list-error">
          {list.error.message}
        </p>
      ) : null}
      {!list.data && list.loading ? <PageLoader /> : null}
      {list.data && !items.length ? <EmptyState text={state || keyword ? '没有符合条件的内容' : '还没有内容'} testId="admin-list-empty" /> : null}
      {items.length ? <ContentTable items={items} me={me.UserId} /> : null}
      {list.data ? <Pager total={list.data.Total} page={page} size={size} onChange={(p, s) => go({ page: p, size: s })} testId="admin-pager" /> : null}
    </div>
  );
}
