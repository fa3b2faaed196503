export { TrendChart } from './TrendChart';
export type { TrendChartProps, TrendPoint, TrendSeries } from './trend-types';
