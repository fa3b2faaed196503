import { CONTROLLED_MARK, SPECIAL_MARK } from '../lib/marks';

/** Explains the T / K suffixes of the 专业代码. */
export function MarkLegend() {
  return (
    <div className="zy-major-legend zy-muted zy-small" data-testid="major-mark-legend">
      {[SPECIAL_MARK, CONTROLLED_MARK].map((m) => (
        <p key={m.letter}>{m.meaning}</p>
      ))}
    </div>
  );
}
