import { Link } from 'react-router';
import { Header } from 'semantic-ui-react';
import type { RecommendQuery } from '../lib/query';
import { queryString } from '../lib/query';

export type RecommendPage = 'start' | 'index' | 'statistics' | 'choose-wish' | 'new-exam';

const LINKS: [RecommendPage, string, string][] = [
  ['index', '推荐结果', '/recommend-index'],
  ['statistics', '志愿统计', '/statistics'],
  ['choose-wish', '专业+院校', '/choose-wish'],
  ['new-exam', '院校专业组', '/new-exam'],
];

/** The page's title and links to the other views of the same query (the query travels along). */
export function RecommendHead({ title, note, current, query }: { title: string; note?: string; current: RecommendPage; query: RecommendQuery | null }) {
  const search = query ? `?${queryString({ ...query, page: 1 })}` : '';
  return (
    <div className="zy-rec-head">
      <div>
        <Header as="h2">
          {title}
        </Header>
        {note ? <p className="zy-muted zy-small">{note}</p> : null}
      </div>
      {query ? (
        <nav className="zy-rec-links" aria-label="推荐视图">
          {LINKS.filter(([key]) => key !== current).map(([key, text, to]) => (
            <Link key={key} to={`${to}${search}`} data-testid={`rec-link-${key}`}>
              {text}
            </Link>
          ))}
        </nav>
      ) : null}
    </div>
  );
}
