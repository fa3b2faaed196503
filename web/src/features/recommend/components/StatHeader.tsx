import { Message } from 'semantic-ui-react';
import { EmptyState } from '@/components/EmptyState';
import type { Loaded } from '@/lib/use-load';
import type { RecommendStat } from '../types';
import { CandidateLine } from './CandidateLine';
import { ProbabilityNotes } from './ProbabilityNotes';

/**
 * What a result page says first: the server's 400 message for a query it cannot answer, the
 * candidate's rank, the bands and the backtest; a province without data says so (its Message).
 */
export function StatHeader({ stat }: { stat: Loaded<RecommendStat> }) {
  const s = stat.data;
  if (stat.error) return <Message error visible content={stat.error.message} data-testid="rec-error" role="alert" />;
  if (!s) return null;
  return (
    <>
      <CandidateLine candidate={s.Candidate} />
      {s.Message ? <EmptyState icon="info circle" text={s.Message} testId="rec-no-data" /> : <ProbabilityNotes bands={s.Bands} backtest={s.Backtest} examYear={s.Candidate.Year} provinceId={s.Candidate.ProvinceId} provinceName={s.Candidate.ProvinceName} />}
    </>
  );
}
