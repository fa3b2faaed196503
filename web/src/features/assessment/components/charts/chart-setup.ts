// Registers only the Chart.js parts the assessment charts need (a radar and bars); imported by
// them, so it runs in the result and 大家的测评 chunks only.
import { BarController, BarElement, CategoryScale, Chart, Filler, LinearScale, LineElement, PointElement, RadarController, RadialLinearScale, Tooltip } from 'chart.js';
import { CHART_FONT } from '@/features/admission/components/charts/trend-config';

Chart.register(RadarController, RadialLinearScale, PointElement, LineElement, Filler, BarController, BarElement, CategoryScale, LinearScale, Tooltip);
Chart.defaults.font.family = CHART_FONT;
Chart.defaults.color = '#52606d';
