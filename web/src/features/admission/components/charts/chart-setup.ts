// Registers only the Chart.js parts a line chart on numeric axes needs (tree-shaking keeps the
// rest out of the bundle). Imported by TrendChart, so it runs in the lazy admission chunks only.
import { Chart, Legend, LinearScale, LineController, LineElement, PointElement, Tooltip } from 'chart.js';
import { CHART_FONT } from './trend-config';

Chart.register(LineController, LineElement, PointElement, LinearScale, Tooltip, Legend);
Chart.defaults.font.family = CHART_FONT;
Chart.defaults.color = '#52606d';

export { Chart };
