import { useSearchParams } from 'react-router';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { Pager } from '@/components/Pager';
import { useLoad } from '@/lib/use-load';
import { getAdmissionPlan } from '../../api/plans-get-admission-plan';
import { getPlanQueryParameters } from '../../api/plans-get-query-parameters';
import type { PlanSearch } from '../../api/plans-types';
import { EnrollHead } from './EnrollHead';
import { enrollPaths } from './paths';
import { PlanTable } from './PlanTable';
import { SearchForm } from './SearchForm';
import { optional, readSearch, subjectField, writeSearch, type SearchState } from './search-state';
import { useSearchChoices } from './useSearchChoices';
import { useStudentDefaults } from './useStudentDefaults';
import '../../admission.css';
import './enroll.css';

/** /enroll-plan and /admissionplansearch (招生计划): a province's published plans of a year, paged. */
export default function PlanSearchPage() {
  const [params, setParams] = useSearchParams();
  useStudentDefaults(params, setParams, true);
  const state = readSearch(params);
  const { provinces, params: held, paramsLoading, paramsError, choices } = useSearchChoices(state, getPlanQueryParameters, 'plans');
  const { province, year, track, batch } = choices;
  const body: PlanSearch | null = province && year ? {
    ProvinceId: province.ProvinceId,
    Year: year,
    ...optional({ Track: track, Batch: batch, CollegeName: state.name, MajorName: state.major }),
    ...subjectField(state.subjects),
    PageIndex: state.page,
    PageSize: state.size,
  } : null;
  const plans = useLoad(() => getAdmissionPlan(body!), body ? JSON.stringify(body) : null);
  const page = plans.data;
  const update = (next: Partial<SearchState>) =>
    setParams(writeSearch({ ...state, province: province?.ProvinceId ?? null, year, track, batch, page: 1, ...next }));

  return (
    <div className="zy-container zy-admission-page" data-testid="enroll-plan-page">
      <EnrollHead title="招生计划" current="plan" note="各省教育考试院或院校公布的分省招生计划，每行注明来源与年份" />
      {provinces.loading && !provinces.list.length ? <PageLoader /> : null}
      {provinces.error ? <EmptyState icon="warning circle" text={provinces.error.message} testId="plan-provinces-error" /> : null}
      {provinces.list.length ? (
        <SearchForm choices={choices} state={state} withMajor withRanges={false} onChange={update} testId="plan-form" />
      ) : null}
      {!province && provinces.list.length ? <EmptyState icon="map marker alternate" text="请选择招生地区" testId="plan-no-province" /> : null}
      {paramsError ? <EmptyState icon="warning circle" text={paramsError.message} testId="plan-params-error" /> : null}
      {province && paramsLoading && !held ? <PageLoader /> : null}
      {province && held && !held.Years.length ? (
        <EmptyState icon="inbox" text={`暂无${province.ProvinceName}的招生计划数据`} testId="plan-no-data" />
      ) : null}
      {plans.error ? <EmptyState icon="warning circle" text={plans.error.message} testId="plan-error" /> : null}
      {body && plans.loading && !page ? <PageLoader /> : null}
      {body && page && !page.List.length ? <EmptyState icon="search" text="没有符合条件的招生计划，请调整查询条件" testId="plan-empty" /> : null}
      {body && page && page.List.length ? (
        <div className={plans.loading ? 'zy-loading' : undefined}>
          <p className="zy-muted" data-testid="plan-summary">
            {province?.ProvinceName} · {year}年 · {track || '全部科类'} · {batch || '全部批次'}：共 {page.Total} 条
          </p>
          <PlanTable rows={page.List} context="search" schoolLink={(c) => enrollPaths.planInfo(c, province?.ProvinceId)} testId="plan-results" />
          <p className="zy-muted zy-small">“未公布”表示来源未给出该数字。</p>
          <Pager total={page.Total} page={state.page} size={state.size} onChange={(p, s) => update({ page: p, size: s })} testId="plan-pager" />
        </div>
      ) : null}
    </div>
  );
}
