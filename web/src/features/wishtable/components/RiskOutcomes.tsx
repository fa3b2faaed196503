import { outcomeText } from '../lib/format';
import type { Outcome, Risk } from '../types';

export const CORRELATED_TITLE = '相关估计（考虑同年整体冷热）';
export const INDEPENDENT_TITLE = '独立估计（假设各志愿互不相关）';

function OutcomeCard({ title, o, testId }: { title: string; o: Outcome; testId: string }) {
  return (
    <div className="zy-wish-outcome" data-testid={testId}>
      <h3>{title}</h3>
      <dl>
        <div>
          <dt>
            投档概率
            {o.Capped ? (
              <span className="zy-wish-capped" data-testid={`${testId}-capped`}>
                （已封顶）
              </span>
            ) : null}
          </dt>
          <dd data-testid={`${testId}-filed`}>{outcomeText(o.Filed)}</dd>
        </div>
        <div>
          <dt>滑档概率</dt>
          <dd data-testid={`${testId}-slide`}>{outcomeText(o.Slide)}</dd>
        </div>
        <div>
          <dt>期望投档位置</dt>
          <dd data-testid={`${testId}-position`}>{o.ExpectedPosition > 0 ? `第${o.ExpectedPosition.toFixed(1)}位` : '—'}</dd>
        </div>
      </dl>
    </div>
  );
}

/** Both estimates of the whole list side by side, each clearly named, and why they are capped. */
export function RiskOutcomes({ risk }: { risk: Risk }) {
  return (
    <>
      {risk.Flag ? (
        <p className="zy-wish-flag zy-small" role="note" data-testid="wish-risk-flag">
          {risk.Flag}
        </p>
      ) : null}
      <div className="zy-wish-outcomes">
        <OutcomeCard title={CORRELATED_TITLE} o={risk.Correlated} testId="wish-risk-correlated" />
        <OutcomeCard title={INDEPENDENT_TITLE} o={risk.Independent} testId="wish-risk-independent" />
      </div>
    </>
  );
}
