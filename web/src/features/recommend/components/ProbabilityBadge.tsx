import { percentText } from '../lib/format';
import { labelClass, labelText } from '../lib/labels';

/** The probability as a percent in its label's colour, with the label in words (not by colour alone). */
export function ProbabilityBadge({ probability, label, testId = 'rec-probability' }: { probability: number | null; label: string; testId?: string }) {
  return (
    <span className={`zy-rec-badge ${labelClass(label)}`} data-testid={testId} data-label={label || '无'}>
      <span className="zy-rec-badge-label">{labelText(label)}</span>
      {probability !== null ? <strong className="zy-rec-badge-value">{percentText(probability)}</strong> : null}
    </span>
  );
}
