import { Link } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { groupMajors } from '../lib/majors';
import { majorDetailPath } from '../lib/paths';
import type { CollegeMajorRef } from '../types';

/** The undergraduate majors a college offers, grouped by 门类, each linking to its detail page. */
export function CollegeMajors({ majors }: { majors: CollegeMajorRef[] | null | undefined }) {
  const groups = groupMajors(majors);
  const count = groups.reduce((n, g) => n + g.majors.length, 0);
  return (
    <Segment className="zy-college-majors" data-testid="college-majors">
      <Header as="h3">
        开设本科专业
        {count ? <span className="zy-muted zy-small" data-testid="college-majors-count">（共 {count} 个）</span> : null}
      </Header>
      {!groups.length ? (
        <p className="zy-muted" data-testid="college-majors-empty">
          暂无该校开设本科专业的数据
        </p>
      ) : null}
      {groups.map((g) => (
        <div key={g.key} className="zy-major-group" data-testid={`major-group-${g.key}`}>
          <h4>
            {g.name}
            <span className="zy-muted zy-small">（{g.majors.length}）</span>
          </h4>
          <div className="zy-major-links">
            {g.majors.map((m) => (
              <Link key={m.Code} to={majorDetailPath(m.Code)} title={m.ClassName ? `${m.ClassName} · ${m.Code}` : m.Code} data-testid={`major-link-${m.Code}`}>
                {m.Name}
              </Link>
            ))}
          </div>
        </div>
      ))}
    </Segment>
  );
}
