import { axisBars } from '../../lib/axes';
import type { Letter } from '../../types';

/**
 * The 16-type result: one bar per axis with its two letters at the ends; the bar grows from the
 * middle towards the student's side as far as the axis' Clarity.
 */
export function AxisBars({ letters, code }: { letters: Letter[] | null; code: string }) {
  const bars = axisBars(letters, code);
  if (!bars.length) return null;
  return (
    <div className="zy-test-axes" data-testid="test-result-axes">
      {bars.map((b) => (
        <div key={b.code} className="zy-test-axis" data-testid="test-result-axis" data-code={b.code}>
          <div className="zy-test-axis-name">
            {b.name}
            {b.clarity !== null ? <span className="zy-muted zy-small">（清晰度 {b.clarity}）</span> : null}
          </div>
          <div className="zy-test-axis-row">
            <span className={`zy-test-axis-end${b.side === 'left' ? ' chosen' : ''}`}>{b.left.label}</span>
            <span
              className="zy-test-axis-track"
              role="meter"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={b.clarity ?? 0}
              aria-label={`${b.name}：偏向${b.side === 'left' ? b.left.label : b.side === 'right' ? b.right.label : '中间'}，清晰度 ${b.clarity ?? 0}`}
            >
              <span className={`zy-test-axis-fill ${b.side ?? ''}`} style={{ width: `${(b.clarity ?? 0) / 2}%` }} />
              <span className="zy-test-axis-mid" />
            </span>
            <span className={`zy-test-axis-end right${b.side === 'right' ? ' chosen' : ''}`}>{b.right.label}</span>
          </div>
        </div>
      ))}
    </div>
  );
}
