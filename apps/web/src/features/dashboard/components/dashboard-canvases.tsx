import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart as ChartJS,
  LinearScale,
  LineElement,
  PointElement,
  TimeScale,
  Tooltip,
} from 'chart.js';
import 'chartjs-adapter-date-fns';

/**
 * The dashboard's canvases: the only way into the feature's Chart.js charts, loaded lazily
 * (dashboard-chart-frame.tsx) so the library stays out of the chunks a first visit downloads. The
 * legends are HTML beside each chart (readable, linkable, testable), so Chart.js draws none; the
 * colours come from the theme and are read again when the colour mode changes.
 */
ChartJS.register(
  LineElement,
  PointElement,
  LinearScale,
  TimeScale,
  CategoryScale,
  BarElement,
  ArcElement,
  Tooltip,
);

export { ChannelsChart, StockHealthChart } from './round-charts.tsx';
export { TimeSeriesChart } from './time-series-chart.tsx';
export { WarehouseBarChart } from './warehouse-bar-chart.tsx';
