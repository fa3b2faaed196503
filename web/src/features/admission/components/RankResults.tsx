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
  const rank = useLoad(() => getLineRank(req), key);
  const equivalent = useLoad(() => getLineRankEquivalent(req), key);
  // A year whose table is not yet published is answered through the newest one (TableYear):
  // the whole table shown is that one. Asked at once with the query's year, again if it differs.
  const answered = rank.data && rank.data.ProvinceId === query.province && rank.data.Year === query.year ? rank.data : null;
  const tableYear = answered?.TableYear || query.year;
  const tableReq = { ProvinceId: query.province, Year: tableYear, ...trackParams(query.track) };
  const tableKey = JSON.stringify(tableReq);
  const table = useLoad(async () => ({ key: tableKey, answer: await getLineRankList(tableReq) }), tableKey);
  const tableData = table.data?.key === tableKey ? table.data.answer : null;
  const found = rank.data?.Found ? rank.data.Rank : null;
  return (
    <div className="zy-rank-results" data-testid="rank-results">
      {rank.loading && !rank.data ? <PageLoader /> : null}
      {rank.error ? <EmptyState icon="warning circle" text={rank.error.message} testId="rank-error" /> : null}
      {rank.data ? <RankResultCard answer={rank.data} /> : null}
      {equivalent.error && !rank.error ? <EmptyState icon="warning circle" text={equivalent.error.message} testId="equivalent-error" /> : null}
      {equivalent.data ? <EquivalentTable answer={equivalent.data} /> : null}
      {table.error && !rank.error ? <EmptyState icon="warning circle" text={table.error.message} testId="rank-list-error" /> : null}
      {tableData ? <RankTableSection answer={tableData} year={tableYear} score={query.score} rank={found} /> : null}
    </div>
  );
}
