import { Link, useLocation, useSearchParams } from 'react-router';
import { Breadcrumb, Button, Grid, Header, Segment } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import { ApiCode } from '@/lib/api-client';
import { getMajorDetail } from '../api/get-major-detail';
import { useLoad } from '@/lib/use-load';
import { isVocational } from '../lib/levels';
import { majorPaths } from '../lib/paths';
import { readMajorCode } from '../lib/url-state';
import { DetailFacts } from './DetailFacts';
import { DirectionLists } from './DirectionLists';
import { GuideOccupations } from './GuideOccupations';
import { LoadState } from './LoadState';
import { MajorMarks } from './MajorMarks';
import { MajorAdmissionLines } from './MajorAdmissionLines';
import { MarkLegend } from './MarkLegend';
import { OfferingColleges } from './OfferingColleges';
import { PageHead } from './PageHead';
import { ProfessionLinks } from './ProfessionLinks';
import { SourceLine } from './SourceLine';
import { VocationalDetail } from './VocationalDetail';
import '../major.css';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /specialty-detail?id=CODE and /query/majordetail?id=CODE: everything the portal knows about one major,
 * undergraduate or vocational (VocationalDetail).
 */
export default function MajorDetailPage() {
  const [params] = useSearchParams();
  const paths = majorPaths(useLocation().pathname);
  const code = readMajorCode(params);
  const detail = useLoad(() => getMajorDetail(code), code || null);
  const m = detail.data;
  useDocumentTitle(m?.Name);

  const missing = !code || detail.error?.code === ApiCode.NotFound || detail.error?.code === ApiCode.Invalid;
  if (missing) {
    return (
      <div className="zy-container zy-major-page" data-testid="major-detail-page">
        <PageHead title="专业详情" />
        <EmptyState icon="search" text={code ? `未找到专业代码为 ${code} 的专业` : '未指定要查看的专业'} testId="major-not-found">
          <p className="zy-muted">请检查专业代码，或到专业库中查找。</p>
          <Button as={Link} to={paths.catalog} primary data-testid="major-not-found-back">
            返回专业库
          </Button>
        </EmptyState>
      </div>
    );
  }

  return (
    <div className="zy-container zy-major-page" data-testid="major-detail-page">
      <LoadState state={detail} testId="major-detail" />
      {m && isVocational(m.Level) ? <VocationalDetail major={m} /> : null}
      {m && !isVocational(m.Level) ? (
        <>
          <Breadcrumb className="zy-major-crumbs" data-testid="major-crumbs">
            <Breadcrumb.Section as={Link} to={paths.catalog}>
              专业库
            </Breadcrumb.Section>
            <Breadcrumb.Divider icon="right angle" />
            <Breadcrumb.Section as={Link} to={paths.list(m.CategoryCode)}>
              {m.CategoryName}
            </Breadcrumb.Section>
            <Breadcrumb.Divider icon="right angle" />
            <Breadcrumb.Section as={Link} to={paths.list(m.ClassCode)}>
              {m.ClassName}
            </Breadcrumb.Section>
            <Breadcrumb.Divider icon="right angle" />
            <Breadcrumb.Section active>{m.Name}</Breadcrumb.Section>
          </Breadcrumb>
          <PageHead
            title={
              <span data-testid="major-name">
                {m.Name} <MajorMarks major={m} />
              </span>
            }
            sub={<span data-testid="major-code">专业代码 {m.Code}</span>}
          />
          <Grid stackable>
            <Grid.Column width={10}>
              <Segment data-testid="major-description">
                <Header as="h4">专业简介</Header>
                {m.Description ? <p>{m.Description}</p> : <p className="zy-muted">暂无专业简介</p>}
                <p className="zy-muted zy-small">简介由本站编写，仅供了解专业概况；培养方案以各院校公布为准。</p>
              </Segment>
              <DirectionLists major={m} />
              <GuideOccupations occupations={m.Occupations} source={m.OccupationSource} editorialBelow />
              <ProfessionLinks professions={m.Professions} attribution={m.Attribution} />
            </Grid.Column>
            <Grid.Column width={6}>
              <DetailFacts major={m} />
              <MarkLegend />
            </Grid.Column>
          </Grid>
          <MajorAdmissionLines majorName={m.Name} />
          <OfferingColleges code={m.Code} published={m.SchoolCount} />
          <SourceLine source={m.Source} />
        </>
      ) : null}
    </div>
  );
}
