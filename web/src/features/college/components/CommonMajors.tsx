import { Link } from 'react-router';
import { Header, Segment } from 'semantic-ui-react';
import { majorDetailPath } from '../lib/paths';

/** The undergraduate majors every compared college offers. */
export function CommonMajors({ count, majors }: { count: number; majors: { Code: string; Name: string }[] | null | undefined }) {
  const list = majors ?? [];
  return (
    <Segment className="zy-college-majors" data-testid="compare-common">
      <Header as="h3">
        共同开设的本科专业
        <span className="zy-muted zy-small" data-testid="compare-common-count">（共 {count} 个）</span>
      </Header>
      {!list.length ? (
        <p className="zy-muted" data-testid="compare-common-empty">
          这些院校没有共同开设的本科专业（或暂无其开设专业的数据）
        </p>
      ) : (
        <div className="zy-major-links">
          {list.map((m) => (
            <Link key={m.Code} to={majorDetailPath(m.Code)} data-testid={`common-major-${m.Code}`}>
              {m.Name}
            </Link>
          ))}
        </div>
      )}
    </Segment>
  );
}
