import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import './chart-setup';
import { cellBarData, cellBarOptions, cellChartHeight, chartSummary } from '../../lib/chart-data';
import { cellName } from '../../lib/format';
import type { Cell } from '../../types';

/** Published cells (codes, types, an axis' letters) as horizontal bars of people. */
export function CellBars({ cells, title, testId }: { cells: Cell[]; title: string; testId: string }) {
  const data = useMemo(() => cellBarData(cells), [cells]);
  const options = useMemo(() => cellBarOptions(), []);
  return (
    <div className="zy-test-chart" style={{ height: cellChartHeight(cells.length) }} data-testid={testId}>
      <Bar data={data} options={options} role="img" aria-label={chartSummary(title, cells.map((c) => [cellName(c), `${c.N} 人`]))} />
    </div>
  );
}
