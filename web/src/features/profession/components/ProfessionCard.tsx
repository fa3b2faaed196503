import { Link } from 'react-router';
import { isDadian } from '../lib/dadian';
import { professionPaths } from '../lib/paths';
import { describeCode } from '../lib/riasec';
import type { ProfessionItem } from '../types';
import { InterestCodeBadge } from './InterestCodeBadge';
import { OccupationCard } from './OccupationCard';

/**
 * One occupation of a list: names, field, interest code and the start of its description (O*NET);
 * an occupation of 职业分类大典 has its own card.
 */
export function ProfessionCard({ item, showIndustry = true }: { item: ProfessionItem; showIndustry?: boolean }) {
  if (isDadian(item)) return <OccupationCard item={item} />;
  return (
    <div className="item zy-prof-card" data-testid={`profession-card-${item.ID}`}>
      <div className="content">
        <div className="header">
          <Link to={professionPaths.detail(item.ID)} data-testid="profession-card-name">
            {item.ProfessionName}
          </Link>
        </div>
        <div className="meta zy-prof-meta">
          {showIndustry && item.IndustryName ? (
            <Link to={professionPaths.industry(item.IndustryId)} data-testid="profession-card-industry">
              {item.IndustryName}
            </Link>
          ) : null}
          {item.InterestCode ? (
            <span>
              兴趣代码 <InterestCodeBadge code={item.InterestCode} testId="profession-card-code" />
              <span className="zy-muted">（{describeCode(item.InterestCode)}）</span>
            </span>
          ) : null}
        </div>
        {item.ProfessionDesc ? <div className="description zy-prof-desc">{item.ProfessionDesc}</div> : null}
      </div>
    </div>
  );
}
