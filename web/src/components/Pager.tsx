import { Pagination } from 'semantic-ui-react';
import { Select } from './Select';

export const PAGE_SIZES = [10, 20, 50, 100];
export const DEFAULT_PAGE_SIZE = 10;
/** Pager count 7: the current page and three on either side. */
const PAGER_SIBLINGS = 3;

/** Pagination (SPEC §2): sizes 10/20/50/100, default 10, pager count 7 (the page and three either side). */
export function Pager({ total, page, size, onChange, testId = 'pager' }: {
  total: number;
  page: number;
  size: number;
  onChange: (page: number, size: number) => void;
  testId?: string;
}) {
  const pages = Math.max(1, Math.ceil(total / size));
  // One page needs no pager; the size choice stays while a smaller size would make pages.
  return (
    <div className="zy-pager" data-testid={testId}>
      <span className="zy-pager-total">共 {total} 条</span>
      {pages > 1 ? <Pagination
        activePage={page}
        totalPages={pages}
        siblingRange={PAGER_SIBLINGS}
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
