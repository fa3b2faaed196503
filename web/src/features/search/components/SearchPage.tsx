import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Message, Segment } from 'semantic-ui-react';
import { searchPath } from '@/lib/validation';
import type { SearchKind, SearchRequest } from '../types';
import { checkKeyword } from '../lib/keyword';
import { readSearchState, searchStatePath, type SearchUrlState } from '../lib/url-state';
import { useSearch } from '../hooks/useSearch';
import { SearchForm } from './SearchForm';
import { SearchTabs } from './SearchTabs';
import { ResultPane } from './ResultPane';
import '../search.css';

/**
 * /search?keywords=&tab=&page=&size= — the keyword box, the four tabs with their counts and one
 * page of the active tab. Tab and page live in the URL; without a tab the first one with hits opens.
 */
export default function SearchPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const url = readSearchState(params);
  const checked = checkKeyword(url.keyword);
  const keyword = checked.ok ? checked.keyword : '';
  const req = useMemo<SearchRequest | null>(
    () => (keyword ? { Keyword: keyword, Kind: url.tab ?? undefined, PageIndex: url.page, PageSize: url.size } : null),
    [keyword, url.tab, url.page, url.size],
  );
  const { answer, loading, error } = useSearch(req);
  const tab = url.tab ?? answer?.Kind ?? null;

  // The tab the server chose goes into the URL, so reload and back keep it.
  useEffect(() => {
    if (!url.tab && answer && keyword) navigate(searchStatePath({ ...url, keyword, tab: answer.Kind }), { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [answer, url.tab, keyword]);

  const go = (next: Partial<SearchUrlState>) => navigate(searchStatePath({ ...url, keyword, ...next }));
  const selectTab = (kind: SearchKind) => kind !== tab && go({ tab: kind, page: 1 });
  const turnPage = (page: number, size: number) => {
    go({ tab, page, size });
    window.scrollTo?.(0, 0);
  };

  return (
    <div className="zy-container zy-search-page" data-testid="search-page">
      <SearchForm keyword={url.keyword} onSearch={(k) => navigate(searchPath(k))} />
      <SearchTabs active={checked.ok ? tab : null} counts={checked.ok && answer ? answer.Counts : null} onSelect={selectTab} />
      <Segment attached="bottom">
        {checked.ok ? (
          <ResultPane keyword={keyword} kind={tab} answer={answer} loading={loading} error={error} onPage={turnPage} />
        ) : (
          <Message warning content={checked.message} data-testid="search-keyword-error" />
        )}
      </Segment>
    </div>
  );
}
