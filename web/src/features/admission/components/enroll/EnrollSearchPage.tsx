import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button, Menu } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import { useLoad } from '@/lib/use-load';
import { getAdmissionMajor } from '../../api/results-get-admission-major';
import { getResultQueryParameters } from '../../api/results-get-query-parameters';
import type { ResultSearch } from '../../api/results-types';
import { EnrollHead } from './EnrollHead';
import { enrollPaths } from './paths';
import { RankLegend } from './RankLegend';
import { ResultTable } from './ResultTable';
import { SearchForm } from './SearchForm';
import { optional, readSearch, subjectField, writeSearch, type SearchState } from './search-state';
import { searchUnits, type UnitAnswer } from './unit-search';
import { useSearchChoices } from './useSearchChoices';
import { useStudentDefaults } from './useStudentDefaults';
import '../../admission.css';
import './enroll.css';

type Tab = 'group' | 'major';

/**
 * /enroll-data (院校投档线: school and group level) and /admissioncollegeandmajorsearch (the same
 * search with a tab for major level): a province's published lines of a year, paged.
 */
export function EnrollSearchPage({ majorTab }: { majorTab: boolean }) {
  const [params, setParams] = useSearchParams();
  useStudentDefaults(params, setParams, false);
  const state = readSearch(params);
  const tab: Tab = majorTab && params.get('tab') === 'major' ? 'major' : 'group';
  const { provinces, params: held, paramsLoading, paramsError, choices } = useSearchChoices(state, getResultQueryParameters, 'results');
  const { province, year, track, batch } = choices;
  const body: ResultSearch | null = province && year ? {
    ProvinceId: province.ProvinceId,
    Year: year,
    ...optional({
      Track: track, Batch: batch, CollegeName: state.name, MajorName: tab === 'major' ? state.major : '',
      ScoreMin: state.scoreMin, ScoreMax: state.scoreMax, RankMin: state.rankMin, RankMax: state.rankMax,
    }),
    ...subjectField(state.subjects),
    PageIndex: state.page,
    PageSize: state.size,
  } : null;
  const key = body && held ? `${tab}:${JSON.stringify(body)}` : null;
  const results = useLoad(
    async (): Promise<UnitAnswer> => (tab === 'major' ? { major: true, majorOnly: false, page: await getAdmissionMajor(body!) } : searchUnits(body!, held?.Levels, !majorTab)),
    key,
  );
  // A 查询 with a bad range is not sent: the answer on screen no longer matches the boxes, so it goes.
  const [invalidAt, setInvalidAt] = useState<string | null>(null);
  const invalid = invalidAt !== null && invalidAt === key;
  const answer = invalid ? null : results.data;
  const page = answer?.page;
  const onlyMajors = `${province?.ProvinceName ?? ''}${year ?? ''}年只有专业一级的投档 / 录取数据`;

  const update = (next: Partial<SearchState>, nextTab: Tab = tab) => {
    const merged: SearchState = { ...state, province: province?.ProvinceId ?? null, year, track, batch, page: 1, ...next };
    setParams(writeSearch(merged, nextTab === 'major' ? { tab: 'major' } : {}));
  };
  const testId = majorTab ? 'admission-search-page' : 'enroll-data-page';

  return (
    <div className="zy-container zy-admission-page" data-testid={testId}>
      <EnrollHead
        title={majorTab ? '院校及专业分数线' : '院校投档线'}
        current={majorTab ? 'search' : 'data'}
        note="各省教育考试院公布的投档线 / 录取线，每个数字注明来源与年份"
      />
      {provinces.loading && !provinces.list.length ? <PageLoader /> : null}
      {provinces.error ? <EmptyState icon="warning circle" text={provinces.error.message} testId="enroll-provinces-error" /> : null}
      {provinces.list.length ? (
        <SearchForm choices={choices} state={state} withMajor={tab === 'major'} withRanges onChange={(n) => update(n)} onInvalid={(m) => setInvalidAt(m ? key : null)} testId="enroll-form" />
      ) : null}
      {majorTab ? (
        <Menu tabular data-testid="enroll-tabs">
          <Menu.Item active={tab === 'group'} onClick={() => update({}, 'group')} data-testid="enroll-tab-group">
            院校 / 专业组
          </Menu.Item>
          <Menu.Item active={tab === 'major'} onClick={() => update({}, 'major')} data-testid="enroll-tab-major">
            专业
          </Menu.Item>
        </Menu>
      ) : null}
      {!province && provinces.list.length ? <EmptyState icon="map marker alternate" text="请选择招生地区" testId="enroll-no-province" /> : null}
      {paramsError ? <EmptyState icon="warning circle" text={paramsError.message} testId="enroll-params-error" /> : null}
      {province && paramsLoading && !held ? <PageLoader /> : null}
      {province && held && !held.Years.length ? (
        <EmptyState icon="inbox" text={`暂无${province.ProvinceName}的投档线数据`} testId="enroll-no-data" />
      ) : null}
      {results.error ? <EmptyState icon="warning circle" text={results.error.message} testId="enroll-error" /> : null}
      {body && results.loading && !page ? <PageLoader /> : null}
      {answer?.majorOnly && !answer.major ? (
        <EmptyState icon="list" text={onlyMajors} testId="enroll-major-only">
          <Button primary onClick={() => update({}, 'major')} data-testid="enroll-major-only-go">
            查看专业投档线
          </Button>
        </EmptyState>
      ) : null}
      {body && page && !page.List.length && !(answer?.majorOnly && !answer.major) ? (
        <EmptyState icon="search" text="没有符合条件的录取数据，请调整查询条件" testId="enroll-empty" />
      ) : null}
      {body && page && page.List.length ? (
        <div className={results.loading ? 'zy-loading' : undefined}>
          {answer?.majorOnly && answer.major ? (
            <p className="zy-enroll-note" data-testid="enroll-major-note">{onlyMajors}，下表按专业列出。</p>
          ) : null}
          <p className="zy-muted" data-testid="enroll-summary">
            {province?.ProvinceName} · {year}年 · {track || '全部科类'} · {batch || '全部批次'}：共 {page.Total} 条
          </p>
          <ResultTable rows={page.List} major={Boolean(answer?.major)} context="search" schoolLink={(c) => enrollPaths.dataInfo(c, province?.ProvinceId)} testId="enroll-results" />
          <RankLegend />
          <Pager total={page.Total} page={state.page} size={state.size} onChange={(p, s) => update({ page: p, size: s })} testId="enroll-pager" />
        </div>
      ) : null}
    </div>
  );
}
