// The /wish-result chart's data, kept pure: for each unit its chance of being the one the file
// goes to, by both estimates side by side.
import type { ChartData, ChartOptions } from 'chart.js';
import type { Risk } from '../types';

export const CORRELATED_COLOR = '#1f6fd1';
export const INDEPENDENT_COLOR = '#a15c00';

export function riskBarData(risk: Risk, names: Map<string, string>): ChartData<'bar', number[], string> {
  const units = risk.Units ?? [];
  return {
    labels: units.map((u) => `${u.Index}. ${names.get(u.Key) ?? ''}`),
    datasets: [
      { label: '相关估计', data: units.map((u) => u.Correlated), backgroundColor: CORRELATED_COLOR, borderWidth: 0, maxBarThickness: 14 },
      { label: '独立估计', data: units.map((u) => u.Independent), backgroundColor: INDEPENDENT_COLOR, borderWidth: 0, maxBarThickness: 14 },
    ],
  };
}

export function riskBarOptions(font: string): ChartOptions<'bar'> {
  const f = { family: font };
  return {
    indexAxis: 'y',
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    scales: {
      x: { beginAtZero: true, max: 100, ticks: { font: f, callback: (v) => `${v}%` } },
      y: { ticks: { font: f, autoSkip: false } },
    },
    plugins: {
      legend: { position: 'bottom', labels: { font: f } },
      tooltip: { titleFont: f, bodyFont: f, callbacks: { label: (i) => `${i.dataset.label ?? ''}：${i.parsed.x}%` } },
    },
  };
}

/** A height that gives each unit's pair of bars its room. */
export const riskChartHeight = (units: number) => Math.max(160, units * 36 + 70);

/** The chart in words, for screen readers. */
export function riskChartSummary(risk: Risk, names: Map<string, string>): string {
  const parts = (risk.Units ?? []).map((u) => `第${u.Index}位${names.get(u.Key) ?? ''}：相关${u.Correlated}%，独立${u.Independent}%`);
  return `各志愿被投档的概率。${parts.join('；')}`;
}
