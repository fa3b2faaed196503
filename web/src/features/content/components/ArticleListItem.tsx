import { Link } from 'react-router';
import { articlePath } from '../lib/kinds';
import type { ArticleKind, NewsItem } from '../types';
import { ArticleMeta } from './ArticleMeta';

/** One news item or notice in a list: its title to the article, summary, cover when set, and facts. */
export function ArticleListItem({ kind, item }: { kind: ArticleKind; item: NewsItem }) {
  return (
    <article className="zy-article-item" data-testid="article-item">
      <div className="zy-article-item-main">
        <h2 className="zy-article-item-title">
          <Link to={articlePath(kind, item.Id)} data-testid="article-link">
            {item.NewsTitle}
          </Link>
        </h2>
        {item.Summary ? <p className="zy-article-summary" data-testid="article-summary">{item.Summary}</p> : null}
        <ArticleMeta item={item} />
      </div>
      {item.CoverImageFileUrl ? <img className="zy-article-cover" src={item.CoverImageFileUrl} alt="" loading="lazy" /> : null}
    </article>
  );
}
