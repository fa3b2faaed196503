import { Link } from 'react-router';
import type { Industry } from '../types';

/** The occupational fields as cards with their occupation counts; `to` builds each link. */
export function IndustryGrid({ industries, to, describe = false, activeId }: {
  industries: Industry[];
  to: (id: string) => string;
  describe?: boolean;
  activeId?: string;
}) {
  return (
    <div className={`zy-prof-fields${describe ? ' with-desc' : ''}`} data-testid="industry-grid">
      {industries.map((f) => (
        <Link key={f.ID} to={to(f.ID)} className={`zy-prof-field${f.ID === activeId ? ' active' : ''}`} data-testid={`industry-${f.ID}`}>
          <span className="zy-prof-field-name">{f.Name}</span>
          <span className="zy-prof-field-count" data-testid="industry-count">
            {f.Count} 个职业
          </span>
          {describe && f.Description ? <span className="zy-prof-field-desc">{f.Description}</span> : null}
        </Link>
      ))}
    </div>
  );
}
