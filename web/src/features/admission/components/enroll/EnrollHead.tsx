import { Link } from 'react-router';
import { Header } from 'semantic-ui-react';

export type EnrollPage = 'data' | 'search' | 'plan' | 'rank' | 'batch';

const LINKS: [EnrollPage, string, string][] = [
  ['data', '院校投档线', '/enroll-data'],
  ['search', '院校及专业分数线', '/admissioncollegeandmajorsearch'],
  ['plan', '招生计划', '/enroll-plan'],
  ['rank', '位次查询', '/query-rank'],
  ['batch', '批次线查询', '/query-batch'],
];

/** Title of an admission-result page with links to its sibling pages. */
export function EnrollHead({ title, current, note }: { title: string; current?: EnrollPage; note?: string }) {
  return (
    <div className="zy-admission-head">
      <div>
        <Header as="h2">{title}</Header>
        {note ? <p className="zy-muted zy-small">{note}</p> : null}
      </div>
      <nav className="zy-admission-links">
        {LINKS.filter(([key]) => key !== current).map(([key, text, to]) => (
          <Link key={key} to={to} data-testid={`enroll-link-${key}`}>
            {text}
          </Link>
        ))}
      </nav>
    </div>
  );
}
