import { Link } from 'react-router';
import { articlePath } from '../lib/kinds';
import type { ArticleKind, NewsLink } from '../types';

function Neighbour({ kind, label, link, testId }: { kind: ArticleKind; label: string; link: NewsLink | null; testId: string }) {
  return (
    <p data-testid={testId}>
      <span className="zy-muted">{label}：</span>
      {link ? <Link to={articlePath(kind, link.Id)}>{link.NewsTitle}</Link> : <span className="zy-muted">没有了</span>}
    </p>
  );
}

/** The articles before and after this one by release date, as the server names them. */
export function PrevNext({ kind, prev, next }: { kind: ArticleKind; prev: NewsLink | null; next: NewsLink | null }) {
  return (
    <nav className="zy-article-nav" aria-label="上一篇和下一篇" data-testid="article-nav">
      <Neighbour kind={kind} label="上一篇" link={prev} testId="article-prev" />
      <Neighbour kind={kind} label="下一篇" link={next} testId="article-next" />
    </nav>
  );
}
