import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import './chart-setup';
import { cellChartHeight, chartSummary } from '../../lib/chart-data';
import { shareBarData, shareBarOptions } from '../../lib/combo-chart';
import type { Combo } from '../../types';

/** Each combination's share of the province's plans, as horizontal bars; described for screen readers. */
export function ShareBars({ combos }: { combos: Combo[] }) {
  const data = useMemo(() => shareBarData(combos), [combos]);
  const options = useMemo(() => shareBarOptions(), []);
  const label = chartSummary('各选科组合的全部专业可报比例', combos.map((c) => [c.Name, `${c.Share}%`]));
  return (
    <div className="zy-test-chart" style={{ height: cellChartHeight(combos.length) }} data-testid="combo-share-chart">
      <Bar data={data} options={options} role="img" aria-label={label} />
    </div>
  );
}
