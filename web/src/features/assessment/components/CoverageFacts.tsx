import { countText, modeText } from '../lib/combos';
import type { Coverage } from '../types';

/** Where the shares come from, as the API gives it: the province, mode, plan year, rows counted and left out, the source and note. */
export function CoverageFacts({ coverage: c }: { coverage: Coverage }) {
  return (
    <>
      <dl className="zy-test-facts" data-testid="coverage-facts">
        <div>
          <dt>省份与高考年份</dt>
          <dd data-testid="coverage-province">
            {c.ProvinceName} · {c.ExamYear}年高考
          </dd>
        </div>
        <div>
          <dt>选科模式</dt>
          <dd data-testid="coverage-mode">{modeText(c.Mode)}</dd>
        </div>
        <div>
          <dt>依据的招生计划</dt>
          <dd data-testid="coverage-plan-year">{c.PlanYear ? `${c.PlanYear}年` : '暂无'}</dd>
        </div>
        {c.PlanYear ? (
          <div>
            <dt>计入的计划</dt>
            <dd data-testid="coverage-rows">
              {countText(c.Rows)} 条{c.Unknown ? `（另有 ${countText(c.Unknown)} 条没有选科要求，未计入）` : ''}
            </dd>
          </div>
        ) : null}
      </dl>
      {c.Source ? (
        <p className="zy-muted zy-small" data-testid="coverage-source">
          来源：{c.Source}
        </p>
      ) : null}
      {c.Note ? (
        <p className="zy-muted zy-small" data-testid="coverage-note">
          {c.Note}
        </p>
      ) : null}
    </>
  );
}
