// Chart.js data and options of the result and 大家的测评 charts, kept pure so they can be tested
// without a canvas. They draw the API's numbers only.
import type { ChartData, ChartOptions } from 'chart.js';
import { CHART_FONT } from '@/features/admission/components/charts/trend-config';
import type { Bin, Cell, ScaleScore } from '../types';
import { binLabel, cellName } from './format';

const font = { family: CHART_FONT };
export const PRIMARY = '#1f6fd1';

/** The scales of a result on a radar, from the lowest Min to the highest Max. */
export function radarData(scales: ScaleScore[]): ChartData<'radar', number[], string> {
  return {
    labels: scales.map((s) => `${s.Name}（${s.Code}）`),
    datasets: [{ label: '得分', data: scales.map((s) => s.Score), borderColor: PRIMARY, backgroundColor: 'rgba(31, 111, 209, 0.2)', pointBackgroundColor: PRIMARY, borderWidth: 2 }],
  };
}

export function radarOptions(scales: ScaleScore[]): ChartOptions<'radar'> {
  const min = Math.min(...scales.map((s) => s.Min));
  const max = Math.max(...scales.map((s) => s.Max));
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: { r: { min, max, ticks: { stepSize: 10, font, backdropColor: 'transparent' }, pointLabels: { font: { ...font, size: 13 } } } },
    plugins: {
      legend: { display: false },
      tooltip: { titleFont: font, bodyFont: font, callbacks: { label: (i) => `得分：${i.parsed.r}` } },
    },
  };
}

/** Horizontal bars of published cells (a code, a type, a letter), one per row. */
export function cellBarData(cells: Cell[]): ChartData<'bar', number[], string> {
  return {
    labels: cells.map(cellName),
    datasets: [{ label: '人数', data: cells.map((c) => c.N), backgroundColor: PRIMARY, borderWidth: 0, maxBarThickness: 22 }],
  };
}

export function cellBarOptions(): ChartOptions<'bar'> {
  return {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: { x: { beginAtZero: true, ticks: { precision: 0, font } }, y: { ticks: { font, autoSkip: false } } },
    plugins: {
      legend: { display: false },
      tooltip: { titleFont: font, bodyFont: font, callbacks: { label: (i) => `${i.parsed.x} 人` } },
    },
  };
}

/** Room for each bar, so names read whole. */
export const cellChartHeight = (rows: number) => Math.max(120, rows * 30 + 50);

/** A scale's histogram: one vertical bar per published bin. */
export function binBarData(bins: Bin[]): ChartData<'bar', number[], string> {
  return {
    labels: bins.map(binLabel),
    datasets: [{ label: '人数', data: bins.map((b) => b.N), backgroundColor: PRIMARY, borderWidth: 0, maxBarThickness: 40 }],
  };
}

export function binBarOptions(): ChartOptions<'bar'> {
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: { x: { ticks: { font, autoSkip: true, maxRotation: 0 } }, y: { beginAtZero: true, ticks: { precision: 0, font } } },
    plugins: {
      legend: { display: false },
      tooltip: { titleFont: font, bodyFont: font, callbacks: { label: (i) => `${i.parsed.y} 人` } },
    },
  };
}

/** A chart in words, for screen readers: "<title>。现实型 46；研究型 40". */
export const chartSummary = (title: string, parts: [string, number | string][]) => `${title}。${parts.map(([k, v]) => `${k} ${v}`).join('；')}`;
