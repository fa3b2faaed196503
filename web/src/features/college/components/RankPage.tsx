import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Menu, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import { getCollegeQueryParameter } from '../api/get-college-query-parameter';
import { getCollegeRankCategoryList } from '../api/get-college-rank-category-list';
import { getCollegeRankList } from '../api/get-college-rank-list';
import { useLoad } from '@/lib/use-load';
import { nextPaging, toRows } from '../lib/filters';
import { buildRankRequest, pickRanking, readRankState, TAGS_RANKING, toRankQuery, type RankState } from '../lib/rank-query';
import { ChoiceRow } from './ChoiceRow';
import { PageHead } from './PageHead';
import { RankTable } from './RankTable';
import { SourceLine } from './SourceLine';
import '../college.css';

/** /college-rank and /query/collegerank: the rankings the catalogue supports, with what each means. */
export default function RankPage() {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => readRankState(params), [params]);
  // The choice shown at once; the URL (updated in a transition) follows, and back/forward win.
  const [asked, setAsked] = useState(fromUrl);
  const urlKey = params.toString();
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => setAsked(fromUrl), [urlKey]);
  const categories = useLoad(getCollegeRankCategoryList, 'rank-categories');
  const options = useLoad(getCollegeQueryParameter, 'options');
  const rows = useMemo(() => toRows(options.data), [options.data]);
  const offered = categories.data ?? [];
  const type = pickRanking(asked.type, offered);
  const state: RankState = { type, province: asked.province, tag: type === TAGS_RANKING ? asked.tag : '' };
  const paging = { page: asked.page, size: asked.size };
  const body = buildRankRequest(state, paging);
  const list = useLoad(() => getCollegeRankList(body), type ? JSON.stringify(body) : null);
  const category = offered.find((c) => c.ID === type);

  const go = (next: RankState, page = 1, size = paging.size) => {
    const p = nextPaging(paging, page, size);
    setAsked({ ...next, ...p });
    setParams(toRankQuery(next, p));
  };
  const data = list.data;

  return (
    <div className="zy-container zy-college-page" data-testid="rank-page">
      <PageHead title="院校排名" current="rank" />
      {categories.loading && !categories.data ? <PageLoader /> : null}
      {categories.error ? <EmptyState icon="warning circle" text={categories.error.message} testId="rank-error" /> : null}
      {categories.data && !offered.length ? <EmptyState icon="list" text="暂无可用的院校排名" testId="rank-none" /> : null}
      {category ? (
        <>
          <Menu pointing secondary className="zy-rank-tabs" data-testid="rank-tabs">
            {offered.map((c) => (
              <Menu.Item key={c.ID} active={c.ID === type} onClick={() => go({ ...state, type: c.ID, tag: '' })} data-testid={`rank-tab-${c.ID}`}>
                {c.Name}
              </Menu.Item>
            ))}
          </Menu>
          <Segment className="zy-rank-about" data-testid="rank-description">
            <p>{list.data?.Description || category.Description}</p>
            <SourceLine source={list.data?.Source} testId="rank-source" />
          </Segment>
          <Segment className="zy-filter-panel" data-testid="rank-filter">
            <ChoiceRow label="所在地区" choices={rows.ProvinceId} value={state.province} onChange={(v) => go({ ...state, province: v })} testId="rank-province" />
            {type === TAGS_RANKING ? <ChoiceRow label="名单" choices={rows.Tag} value={state.tag} onChange={(v) => go({ ...state, tag: v })} testId="rank-tag" /> : null}
          </Segment>
          <Segment className={`zy-college-results${list.loading ? ' zy-loading' : ''}`} data-testid="rank-results">
            {!data && list.loading ? <PageLoader /> : null}
            {!data && list.error ? <EmptyState icon="warning circle" text={list.error.message} testId="rank-list-error" /> : null}
            {data && !data.List?.length ? <EmptyState icon="search" text="该条件下暂无院校" testId="rank-empty" /> : null}
            {data?.List?.length ? <RankTable items={data.List} valueLabel={category.Name} /> : null}
            {data && data.Total > 0 ? <Pager total={data.Total} page={paging.page} size={paging.size} onChange={(p, s) => go(state, p, s)} testId="rank-pager" /> : null}
          </Segment>
        </>
      ) : null}
    </div>
  );
}
