// Chart.js data and options of a TrendChart, kept pure so they can be tested without a canvas.
import type { ChartData, ChartOptions, Scale } from 'chart.js';
import type { TrendChartProps, TrendSeries } from './trend-types';

export const PALETTE = ['#1f6fd1', '#f2711c', '#21ba45', '#a333c8', '#db2828', '#00b5ad', '#fbbd08', '#767676'];

export const CHART_FONT = '"PingFang SC","Hiragino Sans GB","Microsoft YaHei","Noto Sans CJK SC","Noto Sans SC","WenQuanYi Micro Hei",Arial,sans-serif';

/** Numbers as plain digits: years and scores must not read 2,025. */
export const plain = (v: number | string) => String(typeof v === 'number' ? Math.round(v * 100) / 100 : v);

export function trendData(series: TrendSeries[]): ChartData<'line', { x: number; y: number }[]> {
  return {
    datasets: series.map((s, i) => {
      const color = s.marker ? '#db2828' : PALETTE[i % PALETTE.length];
      return {
        label: s.name,
        // Sorted by x: the options tell Chart.js the data is normalized.
        data: s.points.map((p) => ({ x: p.x, y: p.y })).sort((a, b) => a.x - b.x),
        borderColor: color,
        backgroundColor: color,
        showLine: !s.marker,
        pointRadius: s.marker ? 6 : s.points.length > 60 ? 0 : 3,
        pointHoverRadius: s.marker ? 8 : 5,
        borderWidth: 2,
        tension: 0,
        order: s.marker ? 0 : 1,
        // Points on the first or last tick are drawn whole.
        clip: false as const,
      };
    }),
  };
}

/**
 * The x range of the points: an axis of years spans just the years shown (Chart.js pads a range
 * of one value by 5% each side, 1922–2122 around 2022); a single value gets one step either side.
 */
export function xBounds(series: TrendSeries[], step = 1): { min: number; max: number } | null {
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  if (!xs.length) return null;
  const min = Math.min(...xs);
  const max = Math.max(...xs);
  return min === max ? { min: min - step, max: max + step } : { min, max };
}

/** The title of a reversed (rank) axis: short lines, so a low chart shows it whole. */
export const reversedTitle = (label: string) => [label, '（上方名次靠前）'];

/** A rank axis starts at 1: no tick at 0 or below, and the axis ends at 1 where the ticks ran past it. */
export function noRankBelowOne(scale: Scale) {
  if (scale.min >= 1) return;
  const ticks = scale.ticks.filter((t) => t.value >= 1);
  if (!ticks.some((t) => t.value === 1)) ticks.push({ value: 1 });
  ticks.sort((a, b) => (scale.options.reverse ? b.value - a.value : a.value - b.value));
  scale.ticks = ticks;
  scale.min = 1;
}

export function trendOptions(p: Pick<TrendChartProps, 'xLabel' | 'yLabel' | 'xUnit' | 'yUnit' | 'reverseY' | 'stepX'> & { xRange?: { min: number; max: number } | null }): ChartOptions<'line'> {
  const title = (text?: string | string[]) => ({ display: Boolean(text), text: text ?? '', font: { family: CHART_FONT } });
  return {
    responsive: true,
    maintainAspectRatio: false,
    animation: false,
    layout: { padding: { left: 4, right: 16, top: 8 } },
    parsing: false,
    normalized: true,
    interaction: { mode: 'nearest', intersect: false },
    font: { family: CHART_FONT },
    scales: {
      x: {
        type: 'linear',
        title: title(p.xLabel),
        // Whole steps (years) from the first value shown to the last; labels level, skipped when crowded.
        ...(p.stepX && p.xRange ? { min: p.xRange.min, max: p.xRange.max } : {}),
        ticks: { callback: plain, font: { family: CHART_FONT }, ...(p.stepX ? { stepSize: p.stepX, precision: 0, maxRotation: 0, autoSkip: true } : {}) },
      },
      y: {
        type: 'linear',
        reverse: Boolean(p.reverseY),
        // A reversed axis says which way is better: a rank of 1 is at the top.
        title: title(p.reverseY && p.yLabel ? reversedTitle(p.yLabel) : p.yLabel),
        // Scores, ranks and counts are whole numbers: no 26,988.5 between two ticks.
        ticks: { callback: plain, font: { family: CHART_FONT }, precision: 0 },
        ...(p.reverseY ? { afterBuildTicks: noRankBelowOne } : {}),
      },
    },
    plugins: {
      legend: { display: true, position: 'bottom', labels: { font: { family: CHART_FONT } } },
      tooltip: {
        titleFont: { family: CHART_FONT },
        bodyFont: { family: CHART_FONT },
        callbacks: {
          title: (items) => (items[0] ? `${plain(items[0].parsed.x ?? 0)}${p.xUnit ?? ''}` : ''),
          label: (item) => `${item.dataset.label ?? ''}：${plain(item.parsed.y ?? 0)}${p.yUnit ?? ''}`,
        },
      },
    },
  } as ChartOptions<'line'>;
}
