import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import './chart-setup';
import { chartSummary, type StatRow } from '../../lib/stat';
import { barData, barHeight, barOptions } from './stat-chart-config';

/** Stacked bars of 冲 / 稳 / 保 / 无概率 per row (a province, a category …); the canvas is described for screen readers. */
export function LabelBars({ rows, title, testId }: { rows: StatRow[]; title: string; testId: string }) {
  const data = useMemo(() => barData(rows), [rows]);
  const options = useMemo(() => barOptions(), []);
  return (
    <div className="zy-rec-chart" style={{ height: barHeight(rows.length) }} data-testid={testId} data-rows={rows.length}>
      <Bar data={data} options={options} role="img" aria-label={chartSummary(title, rows)} />
    </div>
  );
}
