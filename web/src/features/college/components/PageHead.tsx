import { Link, useLocation } from 'react-router';
import { Header } from 'semantic-ui-react';
import { collegePaths } from '../lib/paths';

type Tab = 'list' | 'rank' | 'compare';

/** Title of a college page with the links to its sibling pages. */
export function PageHead({ title, current }: { title: string; current?: Tab }) {
  const paths = collegePaths(useLocation().pathname);
  const links: [Tab, string, string][] = [
    ['list', '院校库', paths.list],
    ['rank', '院校排名', paths.rank],
    ['compare', '院校对比', paths.compare],
  ];
  return (
    <div className="zy-college-head">
      <Header as="h2">{title}</Header>
      <nav className="zy-college-links">
        {links
          .filter(([key]) => key !== current)
          .map(([key, text, to]) => (
            <Link key={key} to={to} data-testid={`college-link-${key}`}>
              {text}
            </Link>
          ))}
      </nav>
    </div>
  );
}
