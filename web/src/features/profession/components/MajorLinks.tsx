import { Link } from 'react-router';
import { professionPaths } from '../lib/paths';
import type { MajorItem } from '../types';

/** Majors as links to their detail pages (/specialty-detail?id=CODE). */
export function MajorLinks({ majors, empty, testId = 'major-links' }: { majors: MajorItem[] | null | undefined; empty: string; testId?: string }) {
  const list = majors ?? [];
  if (!list.length) return <p className="zy-muted" data-testid={`${testId}-empty`}>{empty}</p>;
  return (
    <ul className="zy-prof-majors" data-testid={testId}>
      {list.map((m) => (
        <li key={m.Code}>
          <Link to={professionPaths.major(m.Code)} data-testid={`major-link-${m.Code}`}>
            {m.Name}
          </Link>
          <span className="zy-muted zy-small">
            {[m.CategoryName, m.ClassName].filter(Boolean).join(' · ')}
            {m.Code ? `（${m.Code}）` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}
