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
import { AdmissionRankPickers } from './AdmissionRankPickers';
import { ADMISSION_RANKING, emptyReason, readAdmissionAsk, withAdmissionAsk, type AdmissionAsk } from './admission-rank';
import { useAdmissionChoice } from './useAdmissionChoice';
import '../college.css';

/** /college-rank and /query/collegerank: the rankings the catalogue supports, with what each means. */
export default function RankPage() {
  const [params, setParams] = useSearchParams();
  const fromUrl = useMemo(() => ({ ...readRankState(params), ask: readAdmissionAsk(params) }), [params]);
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
  const admission = type === ADMISSION_RANKING;
  // The 录取位次 ranking asks once the candidate's province, year and track are known.
  const choice = useAdmissionChoice(asked.ask, admission);
  const body = admission && choice.params ? { ...buildRankRequest(state, paging), ...choice.params } : buildRankRequest(state, paging);
  const list = useLoad(async () => ({ type, answer: await getCollegeRankList(body) }), type && (!admission || choice.params) ? JSON.stringify(body) : null);
  const category = offered.find((c) => c.ID === type);

  const go = (next: RankState, page = 1, size = paging.size, ask: AdmissionAsk = asked.ask) => {
    const p = nextPaging(paging, page, size);
    const keep = next.type === ADMISSION_RANKING ? ask : { exam: null, year: null, track: null };
    setAsked({ ...next, ...p, ask: keep });
    setParams(withAdmissionAsk(toRankQuery(next, p), keep));
  };
  // An answer of another ranking (kept while the next loads) is not shown under this one.
  const data = list.data?.type === type && (!admission || choice.params) ? list.data.answer : null;

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
              <Menu.Item as="button" type="button" key={c.ID} active={c.ID === type} onClick={() => go({ ...state, type: c.ID, tag: '' })} data-testid={`rank-tab-${c.ID}`}>
                {c.Name}
              </Menu.Item>
            ))}
          </Menu>
          <Segment className="zy-rank-about" data-testid="rank-description">
            <p>{data?.Description || category.Description}</p>
            {!admission ? <SourceLine source={data?.Source} testId="rank-source" /> : null}
            {admission && data?.List?.length && data.Source ? (
              <p className="zy-muted zy-small zy-source" data-testid="rank-source">
                排名依据：{data.Source}
              </p>
            ) : null}
          </Segment>
          <Segment className="zy-filter-panel" data-testid="rank-filter">
            {admission ? <AdmissionRankPickers choice={choice} onChange={(ask) => go(state, 1, paging.size, ask)} /> : null}
            <ChoiceRow label={admission ? '院校所在地' : '所在地区'} choices={rows.ProvinceId} value={state.province} onChange={(v) => go({ ...state, province: v })} testId="rank-province" />
            {type === TAGS_RANKING ? <ChoiceRow label="名单" choices={rows.Tag} value={state.tag} onChange={(v) => go({ ...state, tag: v })} testId="rank-tag" /> : null}
          </Segment>
          <Segment className={`zy-college-results${list.loading ? ' zy-loading' : ''}`} data-testid="rank-results">
            {!data && list.loading ? <PageLoader /> : null}
            {!data && list.error ? <EmptyState icon="warning circle" text={list.error.message} testId="rank-list-error" /> : null}
            {admission ? <AdmissionState choice={choice} /> : null}
            {data && !data.List?.length && !admission ? <EmptyState icon="search" text="该条件下暂无院校" testId="rank-empty" /> : null}
            {data && !data.List?.length && admission && !list.loading ? (
              <EmptyState icon="search" text={emptyReason(data.Source, Boolean(state.province))} testId="rank-empty" />
            ) : null}
            {data?.List?.length ? <RankTable items={data.List} valueLabel={category.Name} /> : null}
            {admission && data?.List?.length ? <ConvertedNote /> : null}
            {data && data.Total > 0 ? <Pager total={data.Total} page={paging.page} size={paging.size} onChange={(p, s) => go(state, p, s)} testId="rank-pager" /> : null}
          </Segment>
        </>
      ) : null}
    </div>
  );
}

/** Why the 录取位次 ranking has nothing to ask yet: loading, no province, or no results there. */
function AdmissionState({ choice }: { choice: ReturnType<typeof useAdmissionChoice> }) {
  if (choice.error) return <EmptyState icon="warning circle" text={choice.error} testId="rank-admission-error" />;
  if (choice.loading) return <PageLoader />;
  if (!choice.exam) return <EmptyState icon="map marker alternate" text="请选择招生省份" testId="rank-admission-no-province" />;
  if (choice.years && !choice.years.length) {
    return <EmptyState icon="search" text="暂无该省录取数据" testId="rank-admission-no-years">
      <p className="zy-muted">本站尚未收录{choice.examName}的院校投档线，无法按录取位次排列。</p>
    </EmptyState>;
  }
  return null;
}

/** How to read the rank column: official unless marked 换算. */
function ConvertedNote() {
  return (
    <p className="zy-muted zy-small" data-testid="rank-converted-note">
      位次为招生考试机构公布的投档位次；标“换算”的为官方只公布分数、由本站按当年一分一段表换算的位次，仅供参考。
    </p>
  );
}
