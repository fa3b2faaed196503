import { lazy, Suspense } from 'react';
import { useAtomValue } from 'jotai';
import { Link } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { examProvinceAtom } from '@/lib/site-config';
import { ownTrackFirst } from '@/lib/own-track-first';
import { useStudentContext } from '@/lib/student-context';
import { noLinesText } from '@/features/admission/components/enroll/no-data';
import { enrollPaths } from '@/features/admission/components/enroll/paths';
import { RankLegend } from '@/features/admission/components/enroll/RankLegend';
import { useSchoolLines } from '@/features/admission/components/enroll/useSchoolLines';
import { CollegeLinesTable } from './CollegeLinesTable';
import '@/features/admission/admission.css';
import '@/features/admission/components/enroll/enroll.css';

// The chart library loads only when there is a trend to draw.
const LinesTrend = lazy(() => import(/* webpackChunkName: "lines-trend" */ '@/features/admission/components/enroll/LinesTrend').then((m) => ({ default: m.LinesTrend })));

/** Rows of the newest year shown here; the history page has the rest. */
const SHOWN = 10;

/** 历年录取分数: the college's school/group-level lines in the visitor's selected province, each group (or major) line with 加入志愿表. */
export function CollegeAdmissionLines({ collegeCode, collegeName }: { collegeCode: string; collegeName: string }) {
  const province = useAtomValue(examProvinceAtom);
  const pid = province?.ProvinceId ?? null;
  const lines = useSchoolLines(pid, collegeCode, true);
  const list = lines.data?.rows ?? [];
  const major = Boolean(lines.data?.major);
  const newest = list.length ? list[0].Year : null;
  const rows = ownTrackFirst(list.filter((r) => r.Year === newest), useStudentContext(), pid);
  const more = enrollPaths.dataInfo(collegeCode, pid);
  return (
    <Segment className="zy-college-lines" data-testid="college-admission-lines">
      <Header as="h3">
        历年录取分数
        {province ? <span className="zy-muted zy-small">（{province.ProvinceName}）</span> : null}
      </Header>
      {!province ? <p className="zy-muted" data-testid="college-lines-no-province">请先在页头选择所在省份，查看该校在本省的录取分数。</p> : null}
      {province && lines.loading && !lines.data ? <PageLoader /> : null}
      {lines.error ? <p className="zy-muted" data-testid="college-lines-error">{lines.error.message}</p> : null}
      {province && lines.data && !list.length ? (
        <p className="zy-muted" data-testid="college-lines-empty">{lines.data.message || noLinesText(province.ProvinceName, false)}</p>
      ) : null}
      {province && list.length ? (
        <>
          <Suspense fallback={<PageLoader />}>
            <LinesTrend rows={list} label={`${collegeName}在${province.ProvinceName}`} major={major} compact testId="college-lines-trend" />
          </Suspense>
          <p className="zy-muted" data-testid="college-lines-year">
            {newest}年 {province.ProvinceName} {major ? '专业录取分数（该校在此只有专业一级的数据）' : '投档线'}
          </p>
          <CollegeLinesTable rows={rows.slice(0, SHOWN)} major={major} provinceId={province.ProvinceId} college={{ code: collegeCode, name: collegeName }} />
          <RankLegend />
        </>
      ) : null}
      {province ? (
        <div className="zy-college-lines-more">
          <Link to={more} data-testid="college-lines-more">
            {list.length ? `查看全部历年投档线与专业录取分数${rows.length > SHOWN ? `（${newest}年共 ${rows.length} 条）` : ''}` : '查看其他省份的投档线'}
          </Link>
        </div>
      ) : null}
    </Segment>
  );
}
