import { useMemo } from 'react';
import { Doughnut } from 'react-chartjs-2';
import './chart-setup';
import { chartSummary, type StatRow } from '../../lib/stat';
import { doughnutData, doughnutOptions } from './stat-chart-config';

/** The overall spread by label as a doughnut. */
export function LabelDoughnut({ row, title, testId }: { row: StatRow; title: string; testId: string }) {
  const data = useMemo(() => doughnutData(row), [row]);
  const options = useMemo(() => doughnutOptions(), []);
  return (
    <div className="zy-rec-chart zy-rec-doughnut" data-testid={testId}>
      <Doughnut data={data} options={options} role="img" aria-label={chartSummary(title, [row])} />
    </div>
  );
}
