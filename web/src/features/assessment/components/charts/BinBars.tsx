import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import './chart-setup';
import { binBarData, binBarOptions, chartSummary } from '../../lib/chart-data';
import { binLabel } from '../../lib/format';
import type { Bin } from '../../types';

/** A scale's published histogram. */
export function BinBars({ bins, title, testId }: { bins: Bin[]; title: string; testId: string }) {
  const data = useMemo(() => binBarData(bins), [bins]);
  const options = useMemo(() => binBarOptions(), []);
  return (
    <div className="zy-test-chart zy-test-histogram" data-testid={testId}>
      <Bar data={data} options={options} role="img" aria-label={chartSummary(title, bins.map((b) => [binLabel(b), `${b.N} 人`]))} />
    </div>
  );
}
