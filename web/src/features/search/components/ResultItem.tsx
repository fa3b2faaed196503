import type { SearchItem } from '../types';
import { HighlightedTitle } from './HighlightedTitle';

/** One hit: the highlighted title links to its page in a new window; the subtitle sums it up. */
export function ResultItem({ item }: { item: SearchItem }) {
  return (
    <div className="item zy-search-result" data-testid="search-result">
      <div className="content">
        <a className="header" href={`#${item.Link}`} target="_blank" rel="noopener" data-testid="search-result-link">
          <HighlightedTitle segments={item.Segments} title={item.Title} />
        </a>
        {item.Subtitle && (
          <div className="description" data-testid="search-result-subtitle">
            {item.Subtitle}
          </div>
        )}
      </div>
    </div>
  );
}
