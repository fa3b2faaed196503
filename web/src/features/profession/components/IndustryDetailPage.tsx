import { useSearchParams } from 'react-router';
import { Segment } from 'semantic-ui-react';
import { PageLoader } from '@/components/PageLoader';
import { getIndustryInfo } from '../api/get-industry-info';
import { useLoad } from '@/lib/use-load';
import { professionPaths } from '../lib/paths';
import { Attribution } from './Attribution';
import { LoadFailed } from './LoadFailed';
import { MajorLinks } from './MajorLinks';
import { ProfessionNav } from './ProfessionNav';
import { ProfessionPagedList } from './ProfessionPagedList';
import '../profession.css';

/** /industry-detail?id=: a field's description, its occupations (paged here) and the majors leading to it. */
export default function IndustryDetailPage() {
  const [params] = useSearchParams();
  const id = (params.get('id') ?? params.get('ID') ?? '').trim();
  const info = useLoad(() => getIndustryInfo(id), id || null);
  const d = info.data;

  if (!d && (info.loading || (id && !info.error))) return <PageLoader />;
  if (!d) {
    return (
      <div className="zy-container zy-prof-page" data-testid="industry-detail-page">
        <ProfessionNav title="行业详情" />
        <LoadFailed error={info.error} notFound="未找到该行业，请检查链接或重新选择" back={professionPaths.industries} backText="查看全部行业" />
      </div>
    );
  }
  const professions = d.Professions ?? [];
  return (
    <div className="zy-container zy-prof-page" data-testid="industry-detail-page">
      <ProfessionNav title={<span data-testid="industry-name">{d.Name}</span>} sub={`SOC 职业大类 ${d.ID}`} />
      <Segment>
        <h3>行业介绍</h3>
        <p className="zy-prof-text" data-testid="industry-desc">{d.Description}</p>
      </Segment>
      <div className="zy-prof-columns">
        <Segment className="zy-prof-main" data-testid="industry-professions">
          <h3>行业内的职业（{professions.length} 个）</h3>
          <ProfessionPagedList key={d.ID} items={professions} />
        </Segment>
        <Segment className="zy-prof-side" data-testid="industry-majors">
          <h3>对口专业</h3>
          <p className="zy-muted zy-small">与本行业职业关联最多的本科专业，按关联职业数从多到少排列。</p>
          <MajorLinks majors={d.Majors} empty="暂无与该行业关联的本科专业" group={false} />
        </Segment>
      </div>
      <Attribution source={d.Source} />
    </div>
  );
}
