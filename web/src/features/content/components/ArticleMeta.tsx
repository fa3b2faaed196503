import type { NewsItem } from '../types';
import { provincesText, revisedDate, sourceHref, viewCountText } from '../lib/format';

/**
 * The facts of a news item or notice: category, source (linked on the article when it has an
 * address), release date and 更新于 when revised later, reads (the real count) and the provinces
 * it is about (nothing for a national one).
 */
export function ArticleMeta({ item, revised, linkSource = false }: { item: NewsItem; revised?: string; linkSource?: boolean }) {
  const href = linkSource ? sourceHref(item.SourceUrl) : null;
  const later = revisedDate(item.ReleaseDate, revised);
  const provinces = provincesText(item.ProvinceNames);
  const views = viewCountText(item.ViewCountReal);
  return (
    <div className="zy-article-meta">
      {item.CategoryName ? <span className="zy-article-category" data-testid="article-category">{item.CategoryName}</span> : null}
      {item.Source ? (
        <span data-testid="article-source">
          来源：
          {href ? (
            <a href={href} target="_blank" rel="noopener noreferrer" data-testid="article-source-link">
              {item.Source}
            </a>
          ) : (
            item.Source
          )}
        </span>
      ) : null}
      {item.ReleaseDate ? (
        <span data-testid="article-date">
          {linkSource ? '发布于 ' : ''}
          <time dateTime={item.ReleaseDate}>{item.ReleaseDate}</time>
        </span>
      ) : null}
      {later ? (
        <span data-testid="article-revised">
          更新于 <time dateTime={later}>{later}</time>
        </span>
      ) : null}
      {views ? <span data-testid="article-views">{views}</span> : null}
      {provinces ? <span data-testid="article-provinces">地区：{provinces}</span> : null}
    </div>
  );
}
