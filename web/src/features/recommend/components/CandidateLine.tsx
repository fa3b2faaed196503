import { candidateText } from '../lib/format';
import type { Candidate } from '../types';

/** "你的位次：30,891（广东 2026 物理类，分数 600分）" and the server's note (an earlier table, a capped score). */
export function CandidateLine({ candidate }: { candidate: Candidate }) {
  return (
    <div className="zy-rec-candidate" data-testid="rec-candidate">
      <strong data-testid="rec-candidate-line">{candidateText(candidate)}</strong>
      {candidate.Predicted ? <span className="zy-muted zy-small">　预估分按上下15分的不确定性计算</span> : null}
      {candidate.Note ? (
        <p className="zy-muted zy-small" data-testid="rec-candidate-note">
          {candidate.Note}
        </p>
      ) : null}
    </div>
  );
}
