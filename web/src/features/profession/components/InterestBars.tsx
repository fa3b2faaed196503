import { SCORE_MAX, SCORE_MIN, toScoreBars } from '../lib/score-bars';
import type { Interest } from '../types';

const TICKS = Array.from({ length: SCORE_MAX - SCORE_MIN + 1 }, (_, i) => SCORE_MIN + i);

/** The six RIASEC interest scores as horizontal bars on O*NET's 1–7 scale. */
export function InterestBars({ interests, code }: { interests: Interest[] | null | undefined; code: string }) {
  const bars = toScoreBars(interests, code);
  if (!bars.length) return <p className="zy-muted" data-testid="interest-bars-empty">暂无兴趣得分数据</p>;
  return (
    <figure className="zy-prof-bars" data-testid="interest-bars">
      <figcaption className="zy-muted zy-small">
        兴趣得分采用 O*NET 的 1～7 分制：1 分表示该类兴趣与职业几乎无关，7 分表示极为相关；深色为兴趣代码中的类型。
      </figcaption>
      {bars.map((b) => (
        <div key={b.code} className={`zy-prof-bar-row${b.top ? ' top' : ''}`} data-testid={`interest-score-${b.code}`}>
          <span className="zy-prof-bar-label">
            <b>{b.code}</b> {b.name}
          </span>
          <span
            className="zy-prof-bar-track"
            role="meter"
            aria-valuemin={SCORE_MIN}
            aria-valuemax={SCORE_MAX}
            aria-valuenow={b.score}
            aria-label={`${b.name}得分`}
          >
            <span className={`zy-prof-bar-fill zy-riasec-${b.code}`} style={{ width: `${b.percent}%` }} />
          </span>
          <span className="zy-prof-bar-value" data-testid="interest-score-value">
            {b.label}
          </span>
        </div>
      ))}
      <div className="zy-prof-bar-row zy-prof-bar-axis" aria-hidden="true">
        <span className="zy-prof-bar-label" />
        <span className="zy-prof-bar-ticks">
          {TICKS.map((t) => (
            <span key={t} style={{ left: `${((t - SCORE_MIN) / (SCORE_MAX - SCORE_MIN)) * 100}%` }}>
              {t}
            </span>
          ))}
        </span>
        <span className="zy-prof-bar-value">分</span>
      </div>
    </figure>
  );
}
