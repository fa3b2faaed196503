// The data a TrendChart draws: named series of (x, y) points on numeric axes.

export interface TrendPoint {
  x: number;
  y: number;
}

export interface TrendSeries {
  name: string;
  points: TrendPoint[];
  /** Points only, drawn larger (e.g. the visitor's own score on a distribution). */
  marker?: boolean;
}

export interface TrendChartProps {
  series: TrendSeries[];
  /** Axis titles, e.g. 分数 / 累计人数. */
  xLabel?: string;
  yLabel: string;
  /** Units in the tooltip, e.g. 分, 年, 人, 名. */
  xUnit?: string;
  yUnit?: string;
  /** Lower is better (ranks): the y axis runs downward. */
  reverseY?: boolean;
  /** Whole-number x ticks one apart (years). */
  stepX?: number;
  height?: number;
  /** Read by screen readers in place of the canvas. */
  summary: string;
  testId?: string;
}
