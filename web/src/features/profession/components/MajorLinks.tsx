import { Link } from 'react-router';
import { GROUP_FROM, groupMajors } from '../lib/major-groups';
import { professionPaths } from '../lib/paths';
import type { MajorItem } from '../types';

function MajorList({ majors, withCategory }: { majors: MajorItem[]; withCategory: boolean }) {
  return (
    <ul className="zy-prof-majors">
      {majors.map((m) => (
        <li key={m.Code}>
          <Link to={professionPaths.major(m.Code)} data-testid={`major-link-${m.Code}`}>
            {m.Name}
          </Link>
          <span className="zy-muted zy-small">
            {(withCategory ? [m.CategoryName, m.ClassName] : [m.ClassName]).filter(Boolean).join(' · ')}
            {m.Code ? `（${m.Code}）` : ''}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Majors as links to their detail pages (/specialty-detail?id=CODE); long lists grouped by 门类. */
export function MajorLinks({ majors, empty, testId = 'major-links', group = true }: {
  majors: MajorItem[] | null | undefined;
  empty: string;
  testId?: string;
  group?: boolean;
}) {
  const list = majors ?? [];
  if (!list.length) return <p className="zy-muted" data-testid={`${testId}-empty`}>{empty}</p>;
  if (!group || list.length < GROUP_FROM) {
    return (
      <div data-testid={testId}>
        <MajorList majors={list} withCategory />
      </div>
    );
  }
  return (
    <div data-testid={testId}>
      {groupMajors(list).map((g) => (
        <section key={g.name} className="zy-prof-major-group" data-testid="major-group">
          <h4>
            {g.name}
            <span className="zy-muted zy-small">（{g.majors.length} 个）</span>
          </h4>
          <MajorList majors={g.majors} withCategory={false} />
        </section>
      ))}
    </div>
  );
}
