// Registers only the Chart.js parts the risk chart needs (bars on a category axis); imported by
// it, so it runs in the /wish-result chunk only.
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip } from 'chart.js';
import { CHART_FONT } from '@/features/admission/components/charts/trend-config';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);
Chart.defaults.font.family = CHART_FONT;
Chart.defaults.color = '#52606d';

export { CHART_FONT };
