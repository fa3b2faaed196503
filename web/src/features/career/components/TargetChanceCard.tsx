import { Link } from 'react-router';
import type { Source } from '@/features/recommend/types';
import type { TargetChance } from '../types';
import { TargetUnitRow } from './TargetUnitRow';

/** One saved target's analysis: its units in the student's province with their estimates, or why there are none. */
export function TargetChanceCard({ target, index, sources }: { target: TargetChance; index: number; sources: Map<string, Source> }) {
  const units = target.Units ?? [];
  return (
    <article className="zy-career-chance" data-testid="career-chance" data-code={target.CollegeCode}>
      <h3>
        {index + 1}. <Link to={`/university-detail?id=${target.CollegeCode}`}>{target.CollegeName}</Link>
        {target.MajorName ? <span className="zy-career-target-major">{target.MajorName}</span> : null}
      </h3>
      {target.Message ? (
        <p className="zy-career-chance-message" data-testid="career-chance-message">
          {target.Message}
        </p>
      ) : null}
      {units.length ? (
        <ul className="zy-career-units">
          {units.map((u) => (
            <TargetUnitRow key={u.UnitKey} unit={u} sources={sources} />
          ))}
        </ul>
      ) : null}
    </article>
  );
}
