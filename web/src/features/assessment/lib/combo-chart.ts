// The bar chart of /choose-subject: the share of the province's plans each combination opens.
import type { ChartData, ChartOptions } from 'chart.js';
import { CHART_FONT } from '@/features/admission/components/charts/trend-config';
import type { Combo } from '../types';
import { PRIMARY } from './chart-data';

const font = { family: CHART_FONT };

/** One horizontal bar per combination, largest share first. */
export function shareBarData(combos: Combo[]): ChartData<'bar', number[], string> {
  const sorted = [...combos].sort((a, b) => b.Share - a.Share);
  return {
    labels: sorted.map((c) => c.Name),
    datasets: [{ label: '全部专业可报比例', data: sorted.map((c) => c.Share), backgroundColor: PRIMARY, borderWidth: 0, maxBarThickness: 22 }],
  };
}

export function shareBarOptions(): ChartOptions<'bar'> {
  return {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: { x: { min: 0, max: 100, ticks: { font, callback: (v) => `${v}%` } }, y: { ticks: { font, autoSkip: false } } },
    plugins: {
      legend: { display: false },
      tooltip: { titleFont: font, bodyFont: font, callbacks: { label: (i) => `可报 ${i.parsed.x}%` } },
    },
  };
}
