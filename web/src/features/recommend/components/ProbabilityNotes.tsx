import { backtestDetail, backtestText, bandsText } from '../lib/format';
import type { Backtest, Bands } from '../types';
import { BacktestPanel } from './BacktestPanel';
import { MethodExplainer } from './MethodExplainer';

/** The bands behind 冲 / 稳 / 保, how the last backtest held, and how the probability is made. */
export function ProbabilityNotes({ bands, backtest, examYear, provinceId, provinceName }: {
  bands: Bands;
  backtest: Backtest | null;
  examYear: number;
  provinceId: number;
  provinceName: string;
}) {
  const line = backtestText(backtest, examYear);
  const detail = backtestDetail(backtest);
  return (
    <div className="zy-rec-notes" data-testid="rec-notes">
      <p data-testid="rec-bands">{bandsText(bands)}</p>
      {line ? (
        <p data-testid="rec-backtest">
          {line}
          {detail ? <span className="zy-muted zy-small">（{detail}）</span> : null}
        </p>
      ) : null}
      <MethodExplainer />
      <BacktestPanel provinceId={provinceId} provinceName={provinceName} />
    </div>
  );
}
