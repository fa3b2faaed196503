import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { examProvinceAtom } from '@/lib/site-config';
import { useLoad } from '@/lib/use-load';
import { ownTrackFirst } from '@/lib/own-track-first';
import { useStudentContext } from '@/lib/student-context';
import { getEnrollmentPlan } from '@/features/admission/api/plans-enrollment-plan';
import { enrollPaths } from '@/features/admission/components/enroll/paths';
import { PlanTable } from '@/features/admission/components/enroll/PlanTable';

/** Plan lines of the newest year shown here; the plan page has the rest. */
const SHOWN = 10;

/** 招生计划: the college's newest plans in the visitor's selected province, with their 选科要求 and source. */
export function CollegePlans({ collegeCode }: { collegeCode: string }) {
  const province = useAtomValue(examProvinceAtom);
  const pid = province?.ProvinceId ?? null;
  const plans = useLoad(() => getEnrollmentPlan({ ProvinceId: pid!, CollegeId: collegeCode }), pid ? `${pid}:${collegeCode}` : null);
  const list = plans.data?.List ?? [];
  const newest = plans.data?.Years?.[0] ?? null;
  const rows = ownTrackFirst(list.filter((r) => r.Year === newest), useStudentContext(), pid);
  return (
    <Segment className="zy-college-plans" data-testid="college-plans">
      <Header as="h3">
        招生计划
        {province ? <span className="zy-muted zy-small">（{province.ProvinceName}）</span> : null}
      </Header>
      {!province ? <p className="zy-muted" data-testid="college-plans-no-province">请先在页头选择所在省份，查看该校在本省的招生计划。</p> : null}
      {province && plans.loading && !plans.data ? <PageLoader /> : null}
      {plans.error ? <p className="zy-muted" data-testid="college-plans-error">{plans.error.message}</p> : null}
      {province && plans.data && !rows.length ? (
        <p className="zy-muted" data-testid="college-plans-empty">{plans.data.Message || `暂无该校在${province.ProvinceName}的招生计划数据`}</p>
      ) : null}
      {province && rows.length ? (
        <>
          <p className="zy-muted" data-testid="college-plans-year">
            {newest}年 {province.ProvinceName}：共 {rows.length} 条计划
          </p>
          <PlanTable rows={rows.slice(0, SHOWN)} context="school" testId="college-plans-table" />
        </>
      ) : null}
      {province ? (
        <div className="zy-college-lines-more">
          <Link to={enrollPaths.planInfo(collegeCode, pid)} data-testid="college-plans-more">
            {rows.length > SHOWN ? `查看全部招生计划（${newest}年共 ${rows.length} 条）` : '查看历年招生计划'}
          </Link>
        </div>
      ) : null}
    </Segment>
  );
}
