import { Link, useLocation } from 'react-router';
import { Label } from 'semantic-ui-react';
import { isVocational } from '../lib/levels';
import { majorPaths } from '../lib/paths';
import { isSyntheticClass, SYNTHETIC_CLASS_NOTE } from '../lib/tree';
import type { CategoryDetail } from '../types';

/** What a 门类 (专业大类) or 专业类 holds: its 专业类, or the way back to its 门类 (for a 专业类). */
export function CategoryHeader({ detail }: { detail: CategoryDetail }) {
  const paths = majorPaths(useLocation().pathname);
  const classes = detail.Classes ?? [];
  const isClass = detail.Level === '专业类';
  return (
    <div className="zy-major-category" data-testid="major-category">
      {isClass && detail.CategoryCode ? (
        <p>
          {isVocational(detail.CatalogLevel) ? '所属专业大类：' : '所属学科门类：'}
          <Link to={paths.list(detail.CategoryCode)} data-testid="major-category-parent">
            {detail.CategoryName}（{detail.CategoryCode}）
          </Link>
        </p>
      ) : null}
      {isClass && isSyntheticClass(detail.Code) ? <p className="zy-muted zy-small">{SYNTHETIC_CLASS_NOTE}</p> : null}
      {!isClass && classes.length ? (
        <div className="zy-major-classes" data-testid="major-category-classes">
          <span>下设专业类：</span>
          {classes.map((c) => (
            <Label key={c.Code} as={Link} to={paths.list(c.Code)} basic data-testid={`major-class-${c.Code}`}>
              {c.Name}
              <Label.Detail>{c.MajorCount} 个专业</Label.Detail>
            </Label>
          ))}
        </div>
      ) : null}
    </div>
  );
}
