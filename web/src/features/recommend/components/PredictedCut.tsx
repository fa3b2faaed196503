import { predictedText } from '../lib/format';
import type { Predicted } from '../types';

/** The predicted cut-off of the exam year with its 80% interval (位次法: ranks; 位点法: points above the line). */
export function PredictedCut({ predicted }: { predicted: Predicted | null }) {
  const t = predictedText(predicted);
  if (!t) return <span className="zy-muted">—</span>;
  return (
    <span className="zy-rec-predicted" data-testid="rec-predicted">
      <span>{t.main}</span>
      <span className="zy-muted zy-small" data-testid="rec-predicted-interval">
        {t.interval}
      </span>
    </span>
  );
}
