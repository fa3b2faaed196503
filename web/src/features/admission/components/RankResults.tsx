import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { getLineRank } from '../api/get-line-rank';
import { getLineRankEquivalent } from '../api/get-line-rank-equivalent';
import { getLineRankList } from '../api/get-line-rank-list';
import { toRankRequest, type RankQuery } from '../lib/rank-query';
import { trackParams } from '../lib/tracks';
import { EquivalentTable } from './EquivalentTable';
import { RankResultCard } from './RankResultCard';
import { RankTableSection } from './RankTableSection';

/** The answers to an asked query: the rank card, 历年等位分, and the year's whole table with its chart. */
export function RankResults({ query }: { query: RankQuery }) {
  const req = toRankRequest(query);
  const key = JSON.stringify(req);
  const tableReq = { ProvinceId: query.province, Year: query.year, ...trackParams(query.track) };
  const rank = useLoad(() => getLineRank(req), key);
  const equivalent = useLoad(() => getLineRankEquivalent(req), key);
  const table = useLoad(() => getLineRankList(tableReq), JSON.stringify(tableReq));
  const found = rank.data?.Found ? rank.data.Rank : null;
  return (
    <div className="zy-rank-results" data-testid="rank-results">
      {rank.loading && !rank.data ? <PageLoader /> : null}
      {rank.error ? <EmptyState icon="warning circle" text={rank.error.message} testId="rank-error" /> : null}
      {rank.data ? <RankResultCard answer={rank.data} /> : null}
      {equivalent.error && !rank.error ? <EmptyState icon="warning circle" text={equivalent.error.message} testId="equivalent-error" /> : null}
      {equivalent.data ? <EquivalentTable answer={equivalent.data} /> : null}
      {table.error && !rank.error ? <EmptyState icon="warning circle" text={table.error.message} testId="rank-list-error" /> : null}
      {table.data ? <RankTableSection answer={table.data} year={query.year} score={query.score} rank={found} /> : null}
    </div>
  );
}
