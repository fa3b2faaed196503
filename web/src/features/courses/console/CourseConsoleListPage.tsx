import { Link, useSearchParams } from 'react-router';
import { Header } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { DEFAULT_PAGE_SIZE, Pager } from '@/components/Pager';
import { useAdmin } from '@/features/admin/hooks/useAdmin';
import { useLoad } from '@/lib/use-load';
import { listCourses } from './api/list-courses';
import { CourseListFilters } from './CourseListFilters';
import { CourseTable } from './CourseTable';
import { canEditCourses } from './lib/course-roles';
import { COURSE_STATES } from './lib/states';
import './console.css';

const int = (v: string | null, d: number) => (v && /^\d+$/.test(v) && Number(v) > 0 ? Number(v) : d);

/** /admin/courses (课程): every course by state (草稿, 已上线, 已下线) and title keyword, a page at a time. */
export default function CourseConsoleListPage() {
  const me = useAdmin();
  const [params, setParams] = useSearchParams();
  const raw = params.get('state') ?? '';
  const state = COURSE_STATES.includes(raw as never) ? raw : '';
  const keyword = (params.get('keyword') ?? '').trim();
  const page = int(params.get('page'), 1);
  const size = int(params.get('size'), DEFAULT_PAGE_SIZE);
  const query = { State: state || undefined, Keyword: keyword || undefined, PageIndex: page, PageSize: size };
  const list = useLoad(() => listCourses(query), JSON.stringify(query));
  const go = (next: { state?: string; keyword?: string; page?: number; size?: number }) => {
    const all = { state, keyword, page, size, ...next };
    const p = new URLSearchParams();
    if (all.state) p.set('state', all.state);
    if (all.keyword) p.set('keyword', all.keyword);
    if (all.page > 1) p.set('page', String(all.page));
    if (all.size !== DEFAULT_PAGE_SIZE) p.set('size', String(all.size));
    setParams(p);
  };
  const items = list.data?.List ?? [];
  return (
    <div data-testid="course-console-page">
      <div className="zy-admin-page-head">
        <Header as="h2">课程</Header>
        {canEditCourses(me) ? (
          <Link className="ui primary button" to="/admin/courses/new" data-testid="course-new">
            新建课程
          </Link>
        ) : null}
      </div>
      <CourseListFilters state={state} keyword={keyword} onChange={(s, k) => go({ state: s, keyword: k, page: 1 })} />
      {list.error ? (
        <p className="zy-admin-error" role="alert" data-testid="course-console-error">
          {list.error.message}
        </p>
      ) : null}
      {!list.data && list.loading ? <PageLoader /> : null}
      {list.data && !items.length ? <EmptyState text={state || keyword ? '没有符合条件的课程' : '还没有课程：点“新建课程”开始制作'} testId="course-console-empty" /> : null}
      {items.length ? <CourseTable list={items} me={me.UserId} /> : null}
      {list.data ? <Pager total={list.data.Total} page={page} size={size} onChange={(p, s) => go({ page: p, size: s })} testId="course-console-pager" /> : null}
    </div>
  );
}
