import { Link, useLocation, useSearchParams } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { ApiCode } from '@/lib/api-client';
import { getCollegeInfo } from '../api/get-college-info';
import { useLoad } from '@/lib/use-load';
import { collegePaths } from '../lib/paths';
import { CollegeAdmissionLines } from './CollegeAdmissionLines';
import { CollegeCharters } from './CollegeCharters';
import { CollegePlans } from './CollegePlans';
import { CollegeFacts } from './CollegeFacts';
import { CollegeMajors } from './CollegeMajors';
import { CollegeTags } from './CollegeTags';
import { CompareBar } from './CompareBar';
import { CompareToggle } from './CompareToggle';
import { PageHead } from './PageHead';
import { SourceLine } from './SourceLine';
import '../college.css';
import { useDocumentTitle } from '@/lib/use-document-title';

/** /university-detail?id= and /query/collegedetail?id=: one college's facts and majors. */
export default function CollegeDetailPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? params.get('Id') ?? params.get('ID') ?? '').trim();
  const paths = collegePaths(useLocation().pathname);
  const info = useLoad(() => getCollegeInfo(id), id ? `info:${id}` : null);
  const c = info.data;
  useDocumentTitle(c?.CollegeName);
  const notFound = !id || info.error?.code === ApiCode.NotFound || info.error?.code === ApiCode.Invalid;

  return (
    <div className="zy-container zy-college-page" data-testid="college-detail-page">
      <PageHead title="院校详情" />
      {notFound ? (
        <EmptyState icon="university" text={id ? '未找到该院校，请检查链接是否正确' : '缺少院校编号，请从院校库选择院校'} testId="college-not-found">
          <Link to={paths.list} className="ui primary button" data-testid="college-not-found-back">
            返回院校库
          </Link>
        </EmptyState>
      ) : null}
      {!notFound && info.loading && !c ? <PageLoader /> : null}
      {!notFound && info.error ? <EmptyState icon="warning circle" text={info.error.message} testId="college-error" /> : null}
      {c && !notFound ? (
        <>
          <Segment className="zy-college-title" data-testid="college-detail">
            <div>
              <Header as="h1" data-testid="college-name">
                {c.CollegeName}
              </Header>
              <CollegeTags strength={c.StrengthTags} feature={c.FeatureTags} testId="college-title-tags" />
            </div>
            <CompareToggle college={c} />
          </Segment>
          <CompareBar />
          {/* What a family needs first: the lines and plans in their province, the majors; then the facts. */}
          <CollegeAdmissionLines collegeCode={c.CollegeCode || id} collegeName={c.CollegeName} />
          <CollegePlans collegeCode={c.CollegeCode || id} />
          <CollegeMajors majors={c.Majors} />
          <CollegeCharters collegeCode={c.CollegeCode || id} />
          <CollegeFacts college={c} />
          <SourceLine source={c.Source} />
        </>
      ) : null}
    </div>
  );
}
