import { BasisTag, tableBasisShort } from '@/components/BasisTag';
import { candidateText } from '../lib/format';
import type { Candidate } from '../types';

/**
 * "你的位次：30,891（广东 2026 物理类，分数 600分）" and the server's note (an earlier table, a capped
 * score). A rank through an earlier year's table (TableYear before Year) carries a tag naming it.
 */
export function CandidateLine({ candidate }: { candidate: Candidate }) {
  const converted = Boolean(candidate.TableYear) && candidate.TableYear !== candidate.Year;
  return (
    <div className="zy-rec-candidate" data-testid="rec-candidate">
      <strong data-testid="rec-candidate-line">{candidateText(candidate)}</strong>
      {converted ? (
        <BasisTag
          short={tableBasisShort(candidate.TableYear)}
          full={`${candidate.Year}年一分一段表尚未公布，位次按${candidate.TableYear}年一分一段表换算`}
          testId="rec-candidate-basis"
        />
      ) : null}
      {candidate.Predicted && candidate.TableYear === candidate.Year ? <span className="zy-muted zy-small">　预估分按上下15分的不确定性计算</span> : null}
      {candidate.Note ? (
        <p className="zy-muted zy-small" data-testid="rec-candidate-note">
          {candidate.Note}
        </p>
      ) : null}
    </div>
  );
}
