import { Link } from 'react-router';
import { flagClass } from '../lib/format';
import type { RecommendItem } from '../types';

/** What the unit is: the school (linked to its page), the group or the major, where, its tags and its flags (special path, 高收费). */
export function UnitTitle({ item }: { item: RecommendItem }) {
  const unit = item.Level === 'major' ? item.MajorName : item.Level === 'group' ? `${item.GroupCode}组` : '';
  const where = [item.CollegeProvince, item.City, item.Nature, item.Category].filter((x) => x && x !== '未知').join(' · ');
  return (
    <div className="zy-rec-title">
      <h3 className="zy-rec-school">
        {item.CollegeCode ? (
          <Link to={`/university-detail?id=${item.CollegeCode}`} data-testid="rec-row-school">
            {item.SchoolName || item.CollegeName}
          </Link>
        ) : (
          <span data-testid="rec-row-school">{item.SchoolName || item.CollegeName}</span>
        )}
        {unit ? (
          <span className="zy-rec-unit" data-testid="rec-row-unit">
            {unit}
            {item.Level === 'major' && item.GroupCode ? `（${item.GroupCode}组）` : ''}
          </span>
        ) : null}
      </h3>
      <p className="zy-muted zy-small">
        {[item.Batch, where, item.SchoolCode ? `代号${item.SchoolCode}` : ''].filter(Boolean).join(' · ')}
        {(item.Tags ?? []).map((t) => (
          <span key={t} className="zy-rec-tag">
            {t}
          </span>
        ))}
        {(item.Flags ?? (item.Special ? [item.Special] : [])).map((f) => (
          <span key={f} className={flagClass(f)} data-testid="rec-row-flag">
            {f}
          </span>
        ))}
      </p>
      {item.SpecialNote ? (
        <p className="zy-muted zy-small" data-testid="rec-row-special-note">
          {item.SpecialNote}
        </p>
      ) : null}
    </div>
  );
}
