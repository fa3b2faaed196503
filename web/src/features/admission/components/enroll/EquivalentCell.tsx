import type { ResultItem } from '../../api/results-types';
import { equivalentTip } from './figures';

/** The equivalent score (等位分) of the row's rank in the newest table year: derived, so marked as such. */
export function EquivalentCell({ row, testId }: { row: Pick<ResultItem, 'EquivalentScore' | 'EquivalentYear'>; testId: string }) {
  if (row.EquivalentScore === null || row.EquivalentScore === undefined || !row.EquivalentYear) {
    return (
      <span className="zy-muted" data-testid={testId}>
        —
      </span>
    );
  }
  return (
    <span className="zy-derived" data-kind="converted" data-tooltip={equivalentTip(row.EquivalentYear)} data-position="top center" data-testid={testId}>
      {row.EquivalentYear}年 <em>{row.EquivalentScore}</em>分
    </span>
  );
}
