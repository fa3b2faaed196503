import { Link, useLocation } from 'react-router';
import { Label } from 'semantic-ui-react';
import { majorPaths } from '../lib/paths';
import type { OfferingCollege } from '../types';

/** One school offering the major: name (to its detail page), place, type, level, tags. */
export function CollegeRow({ college }: { college: OfferingCollege }) {
  const paths = majorPaths(useLocation().pathname);
  const tags = (college.StrengthTags ?? '')
    .split(',')
    .map((t) => t.trim())
    .filter(Boolean);
  const facts = [college.ProvinceName, college.CityName, college.CategoryName, college.NatureName, college.EducationLevelStr].filter(Boolean);
  return (
    <div className="item zy-major-college" data-testid="major-college">
      <div className="content">
        <Link className="header" to={paths.college(college.Id)} data-testid="major-college-link">
          {college.CollegeName}
        </Link>
        {tags.map((t) => (
          <Label key={t} size="mini" color="blue" basic>
            {t}
          </Label>
        ))}
        <div className="meta zy-small">
          院校代码 {college.Id}
          {facts.length ? ` · ${facts.join(' · ')}` : ''}
        </div>
      </div>
    </div>
  );
}
