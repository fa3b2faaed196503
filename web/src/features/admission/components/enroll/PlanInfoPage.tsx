import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { getEnrollmentPlan } from '../../api/plans-enrollment-plan';
import { pickYear } from '../../lib/choices';
import { useProvinces } from '../../hooks/useProvinces';
import { ProvinceSelect } from '../ProvinceSelect';
import { YearSelect } from '../YearSelect';
import { EnrollHead } from './EnrollHead';
import { noPlansText } from './no-data';
import { enrollPaths } from './paths';
import { PlanTable } from './PlanTable';
import '../../admission.css';
import './enroll.css';

const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/** /enroll-plan-info?id=<CollegeCode>&province=<ProvinceId>: one school's plans in a province, by year. */
export default function PlanInfoPage() {
  const [params, setParams] = useSearchParams();
  const id = (params.get('id') ?? params.get('Id') ?? '').trim();
  const provinces = useProvinces(int(params.get('province')));
  const province = provinces.province;
  const [chosenYear, setYear] = useState<number | null>(null);
  const loaded = useLoad(
    async () => ({ province: province!.ProvinceId, answer: await getEnrollmentPlan({ ProvinceId: province!.ProvinceId, CollegeId: id }) }),
    id && province ? `plans:${province.ProvinceId}:${id}` : null,
  );
  const answer = loaded.data && loaded.data.province === province?.ProvinceId ? loaded.data.answer : null;
  const years = answer?.Years ?? [];
  const year = pickYear(years, chosenYear);
  const rows = (answer?.List ?? []).filter((r) => r.Year === year);
  const name = answer?.CollegeName || answer?.List.find((r) => r.CollegeName)?.CollegeName || '';

  return (
    <div className="zy-container zy-admission-page" data-testid="enroll-plan-info-page">
      <EnrollHead title={name ? `${name} · 招生计划` : '院校招生计划'} note="各省教育考试院或院校公布的分省招生计划，每行注明来源与年份" />
      {!id ? <EmptyState icon="university" text="缺少院校编号，请从招生计划列表选择院校" testId="plan-info-no-id" /> : null}
      {provinces.loading && !provinces.list.length ? <PageLoader /> : null}
      {provinces.error ? <EmptyState icon="warning circle" text={provinces.error.message} testId="plan-info-provinces-error" /> : null}
      {id && provinces.list.length ? (
        <Segment className="zy-admission-form zy-enroll-info-bar">
          <div className="ui form">
            <div className="two fields">
              <div className="field">
                <label htmlFor="plan-info-province">招生地区</label>
                <ProvinceSelect id="plan-info-province" provinces={provinces.list} value={province?.ProvinceId ?? null} onChange={(p) => setParams({ id, province: String(p) })} testId="plan-info-province" />
              </div>
              <div className="field">
                <label htmlFor="plan-info-year">年份</label>
                <YearSelect id="plan-info-year" years={years} value={year} onChange={setYear} testId="plan-info-year" empty={!province ? '请先选择招生地区' : answer ? '暂无年份' : '加载中....'} />
              </div>
            </div>
          </div>
          <nav className="zy-admission-links">
            <Link to={enrollPaths.collegeDetail(id)} data-testid="plan-info-college">院校详情</Link>
            <Link to={enrollPaths.dataInfo(id, province?.ProvinceId)} data-testid="plan-info-lines">历年投档线</Link>
          </nav>
        </Segment>
      ) : null}
      {id && !province && provinces.list.length ? <EmptyState icon="map marker alternate" text="请选择招生地区" testId="plan-info-no-province" /> : null}
      {loaded.error ? <EmptyState icon="warning circle" text={loaded.error.message} testId="plan-info-error" /> : null}
      {id && province && loaded.loading && !answer ? <PageLoader /> : null}
      {answer && province && !rows.length ? <EmptyState icon="inbox" text={answer.Message || noPlansText(province.ProvinceName)} testId="plan-info-empty" /> : null}
      {rows.length ? (
        <>
          <PlanTable rows={rows} context="school" testId="plan-info-table" />
          <p className="zy-muted zy-small">“未公布”表示来源未给出该数字。</p>
        </>
      ) : null}
    </div>
  );
}
