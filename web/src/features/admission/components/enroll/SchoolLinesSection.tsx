import { useState } from 'react';
import { EmptyState } from '@/components/EmptyState';
import { PageLoader } from '@/components/PageLoader';
import { useLoad } from '@/lib/use-load';
import { getLineSchoolScoreBatchList } from '../../api/results-line-school-score-batch-list';
import { getLineSchoolScoreList } from '../../api/results-line-school-score-list';
import { getLineSpecialtyScoreBatchList } from '../../api/results-line-specialty-score-batch-list';
import { getLineSpecialtyScoreList } from '../../api/results-line-specialty-score-list';
import { effectiveFilter, type HistoryFilter } from './history';
import { HistoryFilters } from './HistoryFilters';
import { noLinesText } from './no-data';
import { RankLegend } from './RankLegend';
import { ResultTable } from './ResultTable';

/**
 * One school's lines in a province as a table: school/group level or major level, filtered by the
 * year, track and batch the server lists for the school (year and batch are asked of the server;
 * the track is matched by name, as the lists give it).
 */
export function SchoolLinesSection({ major, provinceId, provinceName, collegeId }: {
  major: boolean;
  provinceId: number;
  provinceName: string;
  collegeId: string;
}) {
  const kind = major ? 'major' : 'group';
  const where = { ProvinceId: provinceId, CollegeId: collegeId };
  const facets = useLoad(() => (major ? getLineSpecialtyScoreBatchList : getLineSchoolScoreBatchList)(where), `${kind}-facets:${provinceId}:${collegeId}`);
  const [chosen, setChosen] = useState<HistoryFilter>({ year: null, track: '', batch: '' });
  const list = facets.data ?? [];
  const filter = effectiveFilter(list, chosen);
  const body = filter.year ? { ...where, Year: filter.year, ...(filter.batch ? { Batch: filter.batch } : {}) } : null;
  const lines = useLoad(() => (major ? getLineSpecialtyScoreList : getLineSchoolScoreList)(body!), body ? `${kind}:${JSON.stringify(body)}` : null);
  const rows = (lines.data?.List ?? []).filter((r) => !filter.track || r.Track === filter.track);
  const testId = `school-lines-${kind}`;

  if (facets.loading && !facets.data) return <PageLoader />;
  if (facets.error) return <EmptyState icon="warning circle" text={facets.error.message} testId={`${testId}-error`} />;
  if (!list.length) return <EmptyState icon="inbox" text={noLinesText(provinceName, major)} testId={`${testId}-empty`} />;
  return (
    <div data-testid={testId}>
      <HistoryFilters facets={list} value={filter} onChange={setChosen} testId={`${testId}-filters`} />
      {lines.error ? <EmptyState icon="warning circle" text={lines.error.message} testId={`${testId}-lines-error`} /> : null}
      {lines.loading && !lines.data ? <PageLoader /> : null}
      {lines.data && !rows.length ? <EmptyState icon="inbox" text={lines.data.Message || noLinesText(provinceName, major)} testId={`${testId}-none`} /> : null}
      {rows.length ? (
        <div className={lines.loading ? 'zy-loading' : undefined}>
          <ResultTable rows={rows} major={major} context="school" testId={`${testId}-table`} />
          <RankLegend />
        </div>
      ) : null}
    </div>
  );
}
