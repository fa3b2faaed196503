import { Link, useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { getProfessionInfo } from '../api/get-profession-info';
import { useLoad } from '@/lib/use-load';
import { professionPaths } from '../lib/paths';
import { isOccupationDetail } from '../lib/dadian';
import { describeCode } from '../lib/riasec';
import { Attribution } from './Attribution';
import { InterestBars } from './InterestBars';
import { InterestCodeBadge } from './InterestCodeBadge';
import { LoadFailed } from './LoadFailed';
import { OccupationDetail } from './OccupationDetail';
import { MajorLinks } from './MajorLinks';
import { ProfessionNav } from './ProfessionNav';
import { SimilarProfessions } from './SimilarProfessions';
import '../profession.css';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /profession-detail?ID=: one occupation — of O*NET with its interest scores, majors and similar
 * occupations, or of 职业分类大典 (an id like 2-02-10-03) with its classes, marks and the guide's majors.
 */
export default function ProfessionDetailPage() {
  const [params] = useSearchParams();
  const id = (params.get('ID') ?? params.get('id') ?? '').trim();
  const info = useLoad(() => getProfessionInfo(id), id || null);
  const p = info.data;
  useDocumentTitle(p?.ProfessionName);

  if (!p && (info.loading || (id && !info.error))) return <PageLoader />;
  if (!p) {
    return (
      <div className="zy-container zy-prof-page" data-testid="profession-detail-page">
        <ProfessionNav title="职业详情" />
        <LoadFailed error={info.error} notFound="未找到该职业，请检查链接或重新查找" back={professionPaths.home} backText="返回职业库" />
      </div>
    );
  }
  if (isOccupationDetail(p)) return <OccupationDetail o={p} />;
  return (
    <div className="zy-container zy-prof-page" data-testid="profession-detail-page">
      <ProfessionNav
        title={<span data-testid="profession-name">{p.ProfessionName}</span>}
        sub={<span className="zy-muted" data-testid="profession-onet-code">O*NET 职业代码 {p.ID}</span>}
      />
      <Segment data-testid="profession-summary">
        <dl className="zy-prof-facts">
          <dt>职业代码</dt>
          <dd data-testid="profession-id">{p.ID}（美国 O*NET-SOC）</dd>
          <dt>所属行业</dt>
          <dd>
            <Link to={professionPaths.industry(p.IndustryId)} data-testid="profession-industry">
              {p.IndustryName}
            </Link>
          </dd>
          <dt>兴趣代码</dt>
          <dd>
            <InterestCodeBadge code={p.InterestCode} testId="profession-code" />
            <span className="zy-muted">（{describeCode(p.InterestCode)}，取得分最高的三项）</span>
            {p.HighPoint ? (
              <span className="zy-muted zy-small" data-testid="profession-highpoint">
                　O*NET 高点代码：{p.HighPoint}
              </span>
            ) : null}
          </dd>
        </dl>
        <h3>职业介绍</h3>
        <p className="zy-prof-text" data-testid="profession-desc">{p.ProfessionDesc || '暂无介绍'}</p>
      </Segment>
      <div className="zy-prof-columns">
        <div className="zy-prof-main">
          <Segment data-testid="profession-interests">
            <h3>职业兴趣得分</h3>
            <InterestBars interests={p.Interests} code={p.InterestCode} />
          </Segment>
          <Segment data-testid="profession-majors">
            <h3>对口专业{p.Majors?.length ? `（${p.Majors.length} 个）` : ''}</h3>
            <MajorLinks majors={p.Majors} empty="暂无与该职业关联的本科专业" />
          </Segment>
        </div>
        <Segment className="zy-prof-side">
          <SimilarProfessions id={p.ID} />
        </Segment>
      </div>
      <Attribution source={p.Source} />
    </div>
  );
}
