import { Link, useLocation } from 'react-router';
import { matchedLineText } from '../lib/matched-line';
import { collegePaths } from '../lib/paths';
import type { CollegeItem } from '../types';
import { CollegeTags } from './CollegeTags';
import { CompareToggle } from './CompareToggle';

/** One college of the result list (SPEC §3 College item), with the line a score query matched. */
export function CollegeCard({ college }: { college: CollegeItem }) {
  const paths = collegePaths(useLocation().pathname);
  const place = [college.ProvinceName, college.CityName && college.CityName !== college.ProvinceName ? college.CityName : ''].filter(Boolean).join(' · ');
  const facts = [place, college.NatureName, college.CategoryName, college.EducationLevelStr].filter(Boolean);
  return (
    <div className="item zy-college-card" data-testid={`college-card-${college.Id}`}>
      <div className="zy-college-logo" aria-hidden="true">
        {college.CollegeLogoFileUrl ? <img src={college.CollegeLogoFileUrl} alt="" /> : <span>{Array.from(college.CollegeName)[0]}</span>}
      </div>
      <div className="content">
        <div className="header">
          <Link to={paths.detail(college.Id)} data-testid="college-card-name">
            {college.CollegeName}
          </Link>{' '}
          <CollegeTags strength={college.StrengthTags} feature={college.FeatureTags} />
        </div>
        <div className="meta zy-college-facts">
          {facts.map((f, i) => (
            <span key={i}>{f}</span>
          ))}
        </div>
        {college.MatchedLine ? (
          <div className="description zy-college-line" data-testid="college-card-line">
            {matchedLineText(college.MatchedLine)}
          </div>
        ) : null}
        {college.MajorCount > 0 ? (
          <div className="description zy-muted" data-testid="college-card-majors">
            开设本科专业 {college.MajorCount} 个
          </div>
        ) : null}
      </div>
      <div className="zy-college-card-side">
        <CompareToggle college={college} />
      </div>
    </div>
  );
}
