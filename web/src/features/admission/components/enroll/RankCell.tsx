import { Label } from 'semantic-ui-react';
import type { ResultItem } from '../../api/results-types';
import { BAND_RANK_LABEL, BAND_RANK_TIP, CONVERTED_RANK_LABEL, CONVERTED_RANK_TIP, NOT_PUBLISHED, rankOf } from './figures';

/**
 * The min rank of a row. An official rank (printed by the source) is plain; a rank the site
 * converted from the min score is italic, marked 换算位次 and explained in a tooltip. A
 * compiler's mean rank of the score's band follows, marked 平均排位, never in place of either.
 */
export function RankCell({ row, testId }: { row: Pick<ResultItem, 'MinRank' | 'ConvertedRank' | 'BandRank'>; testId: string }) {
  const band = row.BandRank ?? null;
  return (
    <>
      <MinRank row={row} testId={testId} />
      {band !== null ? (
        <span className="zy-rank-band" data-tooltip={BAND_RANK_TIP} data-position="top center" data-testid={`${testId}-band`}>
          <Label as="span" size="mini" basic color="orange" className="zy-derived-label">
            {BAND_RANK_LABEL}
          </Label>
          {band}
        </span>
      ) : null}
    </>
  );
}

function MinRank({ row, testId }: { row: Pick<ResultItem, 'MinRank' | 'ConvertedRank'>; testId: string }) {
  const r = rankOf(row);
  if (r.kind === 'official') {
    return (
      <span className="zy-rank-official" data-kind="official" data-testid={testId}>
        {r.value}
      </span>
    );
  }
  if (r.kind === 'converted') {
    return (
      <span className="zy-rank-converted" data-kind="converted" data-tooltip={CONVERTED_RANK_TIP} data-position="top center" data-testid={testId}>
        <em>{r.value}</em>
        <Label as="span" size="mini" basic className="zy-derived-label">
          {CONVERTED_RANK_LABEL}
        </Label>
      </span>
    );
  }
  return (
    <span className="zy-unpublished" data-kind="none" data-testid={testId}>
      {NOT_PUBLISHED}
    </span>
  );
}
