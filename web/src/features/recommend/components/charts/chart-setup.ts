// Registers only the Chart.js parts the statistics charts need (bars and a doughnut on category
// axes); imported by them, so it runs in the /statistics chunk only.
import { ArcElement, BarController, BarElement, CategoryScale, Chart, DoughnutController, Legend, LinearScale, Tooltip } from 'chart.js';
import { CHART_FONT } from '@/features/admission/components/charts/trend-config';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, DoughnutController, ArcElement, Tooltip, Legend);
Chart.defaults.font.family = CHART_FONT;
Chart.defaults.color = '#52606d';

export { Chart };
