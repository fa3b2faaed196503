import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import { CHART_FONT } from './chart-setup';
import { riskBarData, riskBarOptions, riskChartHeight, riskChartSummary } from '../../lib/risk-chart';
import type { Risk } from '../../types';

/** Each unit's chance of being the one filed to, correlated and independent side by side. */
export function RiskBars({ risk, names }: { risk: Risk; names: Map<string, string> }) {
  const data = useMemo(() => riskBarData(risk, names), [risk, names]);
  const options = useMemo(() => riskBarOptions(CHART_FONT), []);
  return (
    <div className="zy-wish-chart" style={{ height: riskChartHeight(risk.Units?.length ?? 0) }} data-testid="wish-result-chart">
      <Bar data={data} options={options} role="img" aria-label={riskChartSummary(risk, names)} />
    </div>
  );
}
