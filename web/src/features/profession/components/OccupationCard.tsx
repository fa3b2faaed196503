import { Link } from 'react-router';
import { Label } from 'semantic-ui-react';
import { OccupationMarks } from '@/components/OccupationMarks';
import { professionPaths } from '../lib/paths';
import type { ProfessionItem } from '../types';

/** One occupation of 职业分类大典 in a list: name, code, class and marks (the source has no description). */
export function OccupationCard({ item }: { item: ProfessionItem }) {
  return (
    <div className="item zy-prof-card" data-testid={`profession-card-${item.ID}`}>
      <div className="content">
        <div className="header">
          <Link to={professionPaths.detail(item.ID)} data-testid="profession-card-name">
            {item.ProfessionName}
          </Link>
          <Label size="mini" basic data-testid="profession-card-system">
            职业分类大典
          </Label>
          <OccupationMarks green={item.Green} digital={item.Digital} />
          {item.IsNew ? (
            <Label size="mini" basic color="orange">
              新职业
            </Label>
          ) : null}
        </div>
        <div className="meta zy-prof-meta">
          <span data-testid="profession-card-gbm">{item.Code || '编码待公布'}</span>
          {item.ClassName ? <span>{item.ClassName}</span> : null}
        </div>
      </div>
    </div>
  );
}
