import { useEffect, useMemo, useState } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import { getCollegeList } from '../api/get-college-list';
import { getCollegeQueryParameter } from '../api/get-college-query-parameter';
import { useLoad } from '@/lib/use-load';
import { buildListRequest, nextPaging, readFilter, readPaging, toQuery, toRows } from '../lib/filters';
import { clearStoredScoreQuery, readStoredScoreQuery, requestOf, saveStoredScoreQuery, type StoredScoreQuery } from '../lib/score-query';
import type { CollegeFilter } from '../types';
import { CollegeCard } from './CollegeCard';
import { CompareBar } from './CompareBar';
import { FilterPanel } from './FilterPanel';
import { PageHead } from './PageHead';
import '../college.css';

/**
 * /university and /query/college: the filter panel and the paged college list. The URL holds the
 * filter; the applied score query (按最低分查询) is kept under tempScoreInfo until its tag is cleared
 * or the site province changes. With it, each card shows the line the score matched.
 */
export default function UniversityPage() {
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const applied = useMemo(() => readFilter(params), [params]);
  const paging = useMemo(() => readPaging(params), [params]);
  const appliedKey = JSON.stringify(applied);
  const [draft, setDraft] = useState(applied);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setDraft(applied), [appliedKey]);
  // The applied score query is read from storage at each navigation, and every change (a choice,
  // 确认筛选, a page, 按最低分查询) is a navigation: the router renders it in one transition, so the
  // list asks once with the new filter, page and score together. A confirm with an unchanged filter
  // navigates too (a new location key), which searches again.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const score = useMemo(readStoredScoreQuery, [location.key]);

  const options = useLoad(getCollegeQueryParameter, 'options');
  const rows = useMemo(() => toRows(options.data), [options.data]);
  const body = { ...buildListRequest(applied, paging), ...(score ? { SchoolHisotyScore: requestOf(score) } : {}) };
  const list = useLoad(() => getCollegeList(body), `${JSON.stringify(body)}#${location.key}`);

  const go = (next: URLSearchParams) => setParams(next, { replace: next.toString() === params.toString() });
  const apply = (next: CollegeFilter) => {
    setDraft(next);
    go(toQuery(next, { page: 1, size: paging.size }));
  };
  const applyScore = (next: StoredScoreQuery | null) => {
    if (!next && !score) return; // nothing applied: the list stands
    if (next) saveStoredScoreQuery(next);
    else clearStoredScoreQuery();
    go(toQuery(applied, { page: 1, size: paging.size }));
  };
  const changePage = (page: number, size: number) => {
    go(toQuery(applied, nextPaging(paging, page, size)));
    window.scrollTo?.({ top: 0 });
  };

  const data = list.data;
  return (
    <div className="zy-container zy-college-page" data-testid="university-page">
      <PageHead title="院校库" current="list" />
      <FilterPanel rows={rows} draft={draft} onDraft={setDraft} onApply={apply} loading={list.loading} score={score} onScore={applyScore} onClearScore={() => applyScore(null)} />
      <CompareBar />
      <Segment className={`zy-college-results${list.loading ? ' zy-loading' : ''}`} data-testid="college-results">
        {data ? (
          <p className="zy-muted" data-testid="college-total">
            共找到 {data.Total} 所院校
          </p>
        ) : null}
        {!data && list.loading ? <PageLoader text="搜索中..." /> : null}
        {!data && list.error ? <EmptyState icon="warning circle" text={list.error.message} testId="college-error" /> : null}
        {data && !data.List?.length ? <EmptyState icon="search" text="没有符合条件的院校，请调整筛选条件" testId="college-empty" /> : null}
        {data?.List?.length ? (
          <div className="ui divided items" data-testid="college-list">
            {data.List.map((c) => (
              <CollegeCard key={c.Id} college={c} />
            ))}
          </div>
        ) : null}
        {data && data.Total > 0 ? <Pager total={data.Total} page={paging.page} size={paging.size} onChange={changePage} testId="college-pager" /> : null}
      </Segment>
    </div>
  );
}
