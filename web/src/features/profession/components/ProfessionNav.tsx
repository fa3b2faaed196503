import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { Header } from 'semantic-ui-react';
import { professionPaths } from '../lib/paths';

const LINKS: [string, string][] = [
  [professionPaths.home, '职业库'],
  [professionPaths.list(), '职业列表'],
  [professionPaths.typeList, '职业分类'],
  [professionPaths.dadian(), '职业分类大典'],
  [professionPaths.industries, '行业'],
];

/** Title of a profession page with the links to its sibling pages. */
export function ProfessionNav({ title, sub }: { title: ReactNode; sub?: ReactNode }) {
  return (
    <div className="zy-prof-head">
      <div>
        <Header as="h2" data-testid="page-title">
          {title}
          {sub ? <Header.Subheader>{sub}</Header.Subheader> : null}
        </Header>
      </div>
      <nav className="zy-prof-links" aria-label="职业库导航">
        {LINKS.map(([to, text]) => (
          <NavLink key={to} to={to} end data-testid={`prof-nav-${to.slice(1)}`}>
            {text}
          </NavLink>
        ))}
      </nav>
    </div>
  );
}
