import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Header } from 'semantic-ui-react';
import { majorPaths } from '../lib/paths';

type Tab = 'catalog' | 'rank';

/** Title of a major page with the links to its sibling pages. */
export function PageHead({ title, current, sub }: { title: ReactNode; current?: Tab; sub?: ReactNode }) {
  const paths = majorPaths(useLocation().pathname);
  const links: [Tab, string, string][] = [
    ['catalog', '专业库', paths.catalog],
    ['rank', '专业排名', paths.rank],
  ];
  return (
    <div className="zy-major-head">
      <div>
        <Header as="h2" data-testid="major-page-title">
          {title}
        </Header>
        {sub ? <div className="zy-muted">{sub}</div> : null}
      </div>
      <nav className="zy-major-links">
        {links
          .filter(([key]) => key !== current)
          .map(([key, text, to]) => (
            <Link key={key} to={to} data-testid={`major-link-${key}`}>
              {text}
            </Link>
          ))}
      </nav>
    </div>
  );
}
