import { Chart, Legend, LinearScale, LineElement, PointElement, TimeScale, Tooltip } from 'chart.js';
import 'chartjs-adapter-date-fns';

/**
 * What every line chart over days needs from Chart.js, registered once here: lines and points on
 * a time axis (dates through date-fns), value axes, tooltips and the legend. Charts take `Line`
 * from this module, so the registration comes with it, and Chart.js stays out of the chunks of
 * screens that draw no chart. A chart that needs more (the forecast's filled bands) registers that
 * beside it; the dashboard's canvases register their own set (no legend: theirs are HTML).
 */
Chart.register(LineElement, PointElement, LinearScale, TimeScale, Tooltip, Legend);

export { Line } from 'react-chartjs-2';
