import { Link } from 'react-router';
import { PageLoader } from '@/components/PageLoader';
import { articlePath, KINDS } from '@/features/content/lib/kinds';
import type { ArticleKind, NewsItem } from '@/features/content/types';

/** The newest news or notices of the home page, each to its article, and 更多 to the list. */
export function HomeArticles({ kind, items, loading }: { kind: ArticleKind; items: NewsItem[] | null | undefined; loading: boolean }) {
  const info = KINDS[kind];
  const id = `home-${kind}-title`;
  return (
    <section className="zy-home-articles" aria-labelledby={id} data-testid={`home-${kind}`}>
      <div className="zy-home-articles-head">
        <h2 id={id}>{info.title}</h2>
        <Link to={info.listPath} aria-label={`更多${info.title}`} data-testid={`home-${kind}-more`}>
          更多
        </Link>
      </div>
      {!items && loading ? <PageLoader lines={4} testId={`home-${kind}-loading`} /> : null}
      {items && !items.length ? <p className="zy-muted" data-testid={`home-${kind}-empty`}>{info.empty}</p> : null}
      {items?.length ? (
        <ul className="zy-home-article-list">
          {items.map((it) => (
            <li key={it.Id} data-testid={`home-${kind}-item`}>
              <Link to={articlePath(kind, it.Id)} data-testid={`home-${kind}-link`}>
                {it.NewsTitle}
              </Link>
              {it.ReleaseDate ? <time className="zy-muted" dateTime={it.ReleaseDate}>{it.ReleaseDate}</time> : null}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
