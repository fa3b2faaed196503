import type { PercentBar } from '../../lib/bars';

/** Plain bars from 0 to 100 with the figures beside them; each is a meter for screen readers. */
export function PercentBars({ bars, testId }: { bars: PercentBar[]; testId: string }) {
  if (!bars.length) return null;
  return (
    <div className="zy-test-bars" data-testid={testId}>
      {bars.map((b) => (
        <div key={b.key} className="zy-test-bar" data-testid="test-bar" data-key={b.key}>
          <span className="zy-test-bar-label">{b.label}</span>
          <span className="zy-test-bar-track" role="meter" aria-valuemin={0} aria-valuemax={100} aria-valuenow={b.percent} aria-label={`${b.label}：${b.note || `${b.percent}%`}`}>
            <span className="zy-test-bar-fill" style={{ width: `${b.percent}%` }} />
          </span>
          <span className="zy-test-bar-note zy-muted zy-small">{b.note}</span>
        </div>
      ))}
    </div>
  );
}
