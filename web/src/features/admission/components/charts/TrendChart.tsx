import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import './chart-setup';
import { trendData, trendOptions } from './trend-config';
import type { TrendChartProps } from './trend-types';

/**
 * A line chart of named series on numeric axes (Chart.js on a canvas): scores, years, ranks.
 * `reverseY` for ranks (lower is better); `marker` series are drawn as points only.
 */
export function TrendChart({ series, xLabel, yLabel, xUnit, yUnit, reverseY, stepX, height = 320, summary, testId = 'trend-chart' }: TrendChartProps) {
  const data = useMemo(() => trendData(series), [series]);
  const options = useMemo(() => trendOptions({ xLabel, yLabel, xUnit, yUnit, reverseY, stepX }), [xLabel, yLabel, xUnit, yUnit, reverseY, stepX]);
  const points = series.reduce((n, s) => n + s.points.length, 0);
  return (
    <div className="zy-trend-chart" style={{ height }} data-testid={testId} data-series={series.length} data-points={points}>
      <Line data={data} options={options} role="img" aria-label={summary} />
    </div>
  );
}
