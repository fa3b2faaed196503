import { labelClass, labelText } from '../lib/labels';
import { percentText } from '../lib/format';

/** A probability in its label's colour, with 冲/稳/保 written out. */
export function ChanceBadge({ probability, label, testId = 'wish-unit-chance' }: { probability: number | null; label: string; testId?: string }) {
  return (
    <span className={`zy-wish-badge ${labelClass(label)}`} data-testid={testId} data-label={label || '无'}>
      <span className="zy-wish-badge-label">{labelText(label)}</span>
      {probability !== null ? <strong>{percentText(probability)}</strong> : null}
    </span>
  );
}
