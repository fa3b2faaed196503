import { Link } from 'react-router';
import { Header } from 'semantic-ui-react';

type Page = 'rank' | 'batch';

const LINKS: [Page, string, string][] = [
  ['rank', '位次查询', '/query-rank'],
  ['batch', '批次线查询', '/query-batch'],
];

/** Title of an admission data page with a link to its sibling page. */
export function AdmissionHead({ title, current, note }: { title: string; current: Page; note?: string }) {
  return (
    <div className="zy-admission-head">
      <div>
        <Header as="h2">{title}</Header>
        {note ? <p className="zy-muted zy-small">{note}</p> : null}
      </div>
      <nav className="zy-admission-links">
        {LINKS.filter(([key]) => key !== current).map(([key, text, to]) => (
          <Link key={key} to={to} data-testid={`admission-link-${key}`}>
            {text}
          </Link>
        ))}
      </nav>
    </div>
  );
}
