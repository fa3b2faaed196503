// Chart.js data and options of the statistics charts, kept pure so they can be tested without a canvas.
import type { ChartData, ChartOptions } from 'chart.js';
import { CHART_FONT } from '@/features/admission/components/charts/trend-config';
import { labelColor } from '../../lib/labels';
import { usedLabels, type StatRow } from '../../lib/stat';

const seriesName = (l: string) => (l === '无' ? '无概率' : l);

/** One stacked series per label that has a unit, coloured as the label. */
export function barData(rows: StatRow[]): ChartData<'bar', number[], string> {
  return {
    labels: rows.map((r) => r.name),
    datasets: usedLabels(rows).map((l) => ({
      label: seriesName(l),
      data: rows.map((r) => r.counts[l]),
      backgroundColor: labelColor(l),
      borderWidth: 0,
      maxBarThickness: 22,
    })),
  };
}

/** Horizontal stacked bars: the names on the left read whole on a phone. */
export function barOptions(): ChartOptions<'bar'> {
  const font = { family: CHART_FONT };
  return {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      x: { stacked: true, beginAtZero: true, ticks: { precision: 0, font } },
      y: { stacked: true, ticks: { font, autoSkip: false } },
    },
    plugins: {
      legend: { position: 'bottom', labels: { font } },
      tooltip: { titleFont: font, bodyFont: font, callbacks: { label: (i) => `${i.dataset.label ?? ''}：${i.parsed.x}个` } },
    },
  };
}

/** The overall counts: one slice per label with a unit. */
export function doughnutData(row: StatRow): ChartData<'doughnut', number[], string> {
  const shown = usedLabels([row]);
  return {
    labels: shown.map(seriesName),
    datasets: [{ data: shown.map((l) => row.counts[l]), backgroundColor: shown.map(labelColor), borderWidth: 1 }],
  };
}

export function doughnutOptions(): ChartOptions<'doughnut'> {
  const font = { family: CHART_FONT };
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    plugins: {
      legend: { position: 'bottom', labels: { font } },
      tooltip: { titleFont: font, bodyFont: font, callbacks: { label: (i) => `${i.label}：${i.parsed}个` } },
    },
  };
}

/** A height that gives each bar its room (the charts are as wide as the screen). */
export const barHeight = (rows: number) => Math.max(160, rows * 30 + 70);
