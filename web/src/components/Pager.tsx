import { useSyncExternalStore } from 'react';
import { Pagination } from 'semantic-ui-react';
import { Select } from './Select';

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;
/** Pager count 7: the current page and three on either side. */
const PAGER_SIBLINGS = 3;
/**
 * On a narrow phone three, the current page and one either side, between « and » (the
 * neighbours shown stand for ⟨ and ⟩): five thumb-sized buttons fit a 320 px row.
 */
const PAGER_SIBLINGS_NARROW = 1;
/** Below this width the pager shows the narrow count (styles/phone.css lays its row out for a phone). */
const PAGER_NARROW_QUERY = '(max-width: 575px)';

function narrowQuery(): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(PAGER_NARROW_QUERY) : null;
}

/** Whether the window is narrower than PAGER_NARROW_QUERY (false where there is no matchMedia). */
function useNarrow(): boolean {
  return useSyncExternalStore(
    (changed) => {
      const q = narrowQuery();
      q?.addEventListener('change', changed);
      return () => q?.removeEventListener('change', changed);
    },
    () => narrowQuery()?.matches ?? false,
    () => false,
  );
}

/**
 * Pagination (SPEC §2): sizes 10/20/50/100, default 10, pager count 7 (the page and three either
 * side); on a narrow phone 3 without ⟨ ⟩, and the pages on their own row (styles/phone.css).
 */
export function Pager({ total, page, size, onChange, testId = 'pager' }: {
  total: number;
  page: number;
  size: number;
  onChange: (page: number, size: number) => void;
  testId?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  const narrow = useNarrow();
  // One page needs no pager; the size choice stays while a smaller size would make pages.
  return (
    <div className="zy-pager" data-testid={testId}>
      <span className="zy-pager-total">共 {total} 条</span>
      {pages > 1 ? <Pagination
        activePage={page}
        totalPages={pages}
        siblingRange={narrow ? PAGER_SIBLINGS_NARROW : PAGER_SIBLINGS}
        aria-label="分页"
        firstItem={{ 'aria-label': '第一页', content: '«' }}
        prevItem={narrow ? null : { 'aria-label': '上一页', content: '⟨' }}
        nextItem={narrow ? null : { 'aria-label': '下一页', content: '⟩' }}
        lastItem={{ 'aria-label': '最后一页', content: '»' }}
        boundaryRange={0}
        ellipsisItem={null}
        onPageChange={(_e, d) => onChange(Number(d.activePage), size)}
        size="mini"
      /> : null}
      {total > PAGE_SIZES[0] ? (
        <Select compact value={size} options={PAGE_SIZES.map((s) => ({ value: s, text: `${s} 条/页` }))} onChange={(s) => onChange(1, s)} label="每页条数" testId={`${testId}-size`} />
      ) : null}
    </div>
  );
}
