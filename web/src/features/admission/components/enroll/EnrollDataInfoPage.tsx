import { Link, useSearchParams } from 'react-router';
import { Header, Menu, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { useProvinces } from '../../hooks/useProvinces';
import { ProvinceSelect } from '../ProvinceSelect';
import { EnrollHead } from './EnrollHead';
import { LinesTrend } from './LinesTrend';
import { enrollPaths } from './paths';
import { SchoolLinesSection } from './SchoolLinesSection';
import { useSchoolLines } from './useSchoolLines';
import '../../admission.css';
import './enroll.css';

const int = (v: string | null) => (v && /^\d+$/.test(v) ? Number(v) : null);

/**
 * /enroll-data-info?id=<CollegeCode>&province=<ProvinceId>: one school's admission history in a
 * province: the trend over the years, then school/group-level and major-level lines with filters.
 */
export default function EnrollDataInfoPage() {
  const [params, setParams] = useSearchParams();
  const id = (params.get('id') ?? params.get('Id') ?? '').trim();
  const provinces = useProvinces(int(params.get('province')));
  const province = provinces.province;
  // All years of the lines: the trend, the name of the school and the tab to start on.
  const all = useSchoolLines(province?.ProvinceId ?? null, id);
  const answer = all.data;
  const name = answer?.collegeName || '';
  const asked = params.get('tab');
  const tab = asked === 'major' || (asked !== 'group' && answer?.major) ? 'major' : 'group';
  const go = (next: { province?: number; tab?: string }) => {
    const p = new URLSearchParams({ id, province: String(next.province ?? province?.ProvinceId ?? '') });
    if (next.tab) p.set('tab', next.tab);
    setParams(p);
  };

  return (
    <div className="zy-container zy-admission-page" data-testid="enroll-data-info-page">
      <EnrollHead title={name ? `${name} · 历年投档线` : '院校历年投档线'} note="各省教育考试院公布的投档线 / 录取线，每个数字注明来源与年份" />
      {!id ? <EmptyState icon="university" text="缺少院校编号，请从院校投档线列表选择院校" testId="enroll-info-no-id" /> : null}
      {provinces.loading && !provinces.list.length ? <PageLoader /> : null}
      {provinces.error ? <EmptyState icon="warning circle" text={provinces.error.message} testId="enroll-info-provinces-error" /> : null}
      {id && provinces.list.length ? (
        <Segment className="zy-admission-form zy-enroll-info-bar">
          <div className="ui form">
            <div className="inline field">
              <label htmlFor="enroll-info-province">招生地区</label>
              <ProvinceSelect id="enroll-info-province" provinces={provinces.list} value={province?.ProvinceId ?? null} onChange={(p) => go({ province: p })} testId="enroll-info-province" />
            </div>
          </div>
          <nav className="zy-admission-links">
            <Link to={enrollPaths.collegeDetail(id)} data-testid="enroll-info-college">院校详情</Link>
            <Link to={enrollPaths.planInfo(id, province?.ProvinceId)} data-testid="enroll-info-plan">招生计划</Link>
          </nav>
        </Segment>
      ) : null}
      {id && !province && provinces.list.length ? <EmptyState icon="map marker alternate" text="请选择招生地区" testId="enroll-info-no-province" /> : null}
      {all.error ? <EmptyState icon="warning circle" text={all.error.message} testId="enroll-info-error" /> : null}
      {id && province && all.loading && !answer ? <PageLoader /> : null}
      {answer && province ? (
        <>
          {answer.rows.length ? <LinesTrend rows={answer.rows} label={`${name}在${province.ProvinceName}`} major={answer.major} testId="enroll-info-trend" /> : null}
          <Header as="h3">历年录取分数</Header>
          <Menu tabular data-testid="enroll-info-tabs">
            <Menu.Item active={tab === 'group'} onClick={() => go({ tab: 'group' })} data-testid="enroll-info-tab-group">
              院校 / 专业组投档线
            </Menu.Item>
            <Menu.Item active={tab === 'major'} onClick={() => go({ tab: 'major' })} data-testid="enroll-info-tab-major">
              专业录取分数
            </Menu.Item>
          </Menu>
          <SchoolLinesSection key={`${tab}:${province.ProvinceId}:${id}`} major={tab === 'major'} provinceId={province.ProvinceId} provinceName={province.ProvinceName} collegeId={id} />
        </>
      ) : null}
    </div>
  );
}
