import { useMemo } from 'react';
import { Line } from 'react-chartjs-2';
import './chart-setup';
import { trendData, trendOptions, xBounds } from './trend-config';
import type { TrendChartProps } from './trend-types';

/**
 * A line chart of named series on numeric axes (Chart.js on a canvas): scores, years, ranks.
 * `reverseY` for ranks (lower is better; the axis starts at 1); `marker` series are drawn as points only.
 * With `stepX` (years) the x axis spans just the values shown, in whole steps.
 */
export function TrendChart({ series, xLabel, yLabel, xUnit, yUnit, reverseY, stepX, height = 320, summary, testId = 'trend-chart' }: TrendChartProps) {
  const data = useMemo(() => trendData(series), [series]);
  const xRange = useMemo(() => (stepX ? xBounds(series, stepX) : null), [series, stepX]);
  const options = useMemo(
    () => trendOptions({ xLabel, yLabel, xUnit, yUnit, reverseY, stepX, xRange }),
    [xLabel, yLabel, xUnit, yUnit, reverseY, stepX, xRange],
  );
  const points = series.reduce((n, s) => n + s.points.length, 0);
  return (
    <div className="zy-trend-chart" style={{ height }} data-testid={testId} data-series={series.length} data-points={points}>
      <Line data={data} options={options} role="img" aria-label={summary} />
    </div>
  );
}
