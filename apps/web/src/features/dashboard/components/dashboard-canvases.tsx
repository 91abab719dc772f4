import { STOCK_STATUS_LABELS, STOCK_STATUSES, type StockSummary } from '@backoffice/shared';
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
import { Bar, Doughnut, Line, Pie } from 'react-chartjs-2';
import type { DashboardRange } from '../api/get-dashboard.ts';
import { useDashboardColours } from './chart-colours.ts';
import { type ChannelSlice, localDay } from './dashboard-data.ts';

/**
 * The dashboard's canvases: the only module of the feature that imports Chart.js, loaded lazily
 * (dashboard-charts.tsx) so the library stays out of the chunks a first visit downloads. The
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

// Another screen may have registered Chart.js's legend globally: these charts never draw it.
const NO_LEGEND = { legend: { display: false } } as const;

const shorten = (name: string, length = 18) =>
  name.length > length ? `${name.slice(0, length - 1)}…` : name;

/** Units per day on a time axis: sales or stock over the selected range. */
export function TimeSeriesChart({
  points,
  label,
  description,
  colourIndex,
  days,
  lastIsPartial = false,
}: {
  points: readonly { date: string; units: number }[];
  /** The series' name in the tooltip ("Units sold"). */
  label: string;
  /** The canvas's accessible name. */
  description: string;
  colourIndex: number;
  days: DashboardRange;
  /** The last point is today so far: its segment is drawn dashed, a dip there is not a fall. */
  lastIsPartial?: boolean;
}) {
  const colours = useDashboardColours();
  const colour = colours.palette[colourIndex % colours.palette.length];
  const lastSegmentDashed = {
    borderDash: (context: { p1DataIndex: number }) =>
      lastIsPartial && context.p1DataIndex === points.length - 1 ? [6, 4] : undefined,
  };
  return (
    <Line
      role="img"
      aria-label={description}
      options={{
        maintainAspectRatio: false,
        animation: false,
        interaction: { mode: 'index', intersect: false },
        scales: {
          x: {
            type: 'time',
            time: {
              unit: days === '365' ? 'month' : 'week',
              isoWeekday: true,
              tooltipFormat: 'd MMM yyyy',
              displayFormats: { week: 'd MMM', month: 'MMM' },
            },
            ticks: { color: colours.muted, maxRotation: 0, autoSkipPadding: 12 },
            grid: { color: colours.grid },
          },
          y: {
            beginAtZero: true,
            ticks: { color: colours.muted, precision: 0 },
            grid: { color: colours.grid },
          },
        },
        plugins: NO_LEGEND,
      }}
      data={{
        datasets: [
          {
            label,
            data: points.map((point) => ({ x: localDay(point.date).getTime(), y: point.units })),
            borderColor: colour,
            backgroundColor: colour,
            borderWidth: 2,
            pointRadius: 0,
            pointHitRadius: 6,
            segment: lastSegmentDashed,
          },
        ],
      }}
    />
  );
}

/** Units per warehouse now, as horizontal bars (long names fit a phone better beside a bar than under it). */
export function WarehouseBarChart({ warehouses }: { warehouses: StockSummary['warehouses'] }) {
  const colours = useDashboardColours();
  return (
    <Bar
      role="img"
      aria-label={`Units in stock per warehouse: ${warehouses
        .map((warehouse) => `${warehouse.name} ${warehouse.units.toLocaleString()}`)
        .join(', ')}`}
      options={{
        indexAxis: 'y',
        maintainAspectRatio: false,
        animation: false,
        scales: {
          x: {
            beginAtZero: true,
            ticks: { color: colours.muted, precision: 0 },
            grid: { color: colours.grid },
          },
          y: {
            ticks: {
              color: colours.text,
              callback: (_value, index) => shorten(warehouses[index]?.name ?? ''),
            },
            grid: { display: false },
          },
        },
        plugins: NO_LEGEND,
      }}
      data={{
        labels: warehouses.map((warehouse) => warehouse.name),
        datasets: [
          {
            label: 'Units',
            data: warehouses.map((warehouse) => warehouse.units),
            backgroundColor: colours.palette[0],
            borderRadius: 3,
            maxBarThickness: 28,
          },
        ],
      }}
    />
  );
}

/** SKUs per stock status, each slice in its status's colour. */
export function StockHealthChart({ counts }: { counts: StockSummary['counts'] }) {
  const colours = useDashboardColours();
  return (
    <Doughnut
      role="img"
      aria-label={`SKUs per stock status: ${STOCK_STATUSES.map(
        (status) => `${STOCK_STATUS_LABELS[status]} ${counts[status].toLocaleString()}`,
      ).join(', ')}`}
      options={{ maintainAspectRatio: false, animation: false, cutout: '60%', plugins: NO_LEGEND }}
      data={{
        labels: STOCK_STATUSES.map((status) => STOCK_STATUS_LABELS[status]),
        datasets: [
          {
            label: 'SKUs',
            data: STOCK_STATUSES.map((status) => counts[status]),
            backgroundColor: STOCK_STATUSES.map((status) => colours.status[status]),
            borderColor: colours.surface,
            borderWidth: 2,
          },
        ],
      }}
    />
  );
}

/** Units per sales channel, each slice in the palette's colour of its place. */
export function ChannelsChart({ slices, range }: { slices: readonly ChannelSlice[]; range: string }) {
  const colours = useDashboardColours();
  return (
    <Pie
      role="img"
      aria-label={`Units per sales channel over ${range}: ${slices
        .map((slice) => `${slice.name} ${slice.units.toLocaleString()}`)
        .join(', ')}`}
      options={{ maintainAspectRatio: false, animation: false, plugins: NO_LEGEND }}
      data={{
        labels: slices.map((slice) => slice.name),
        datasets: [
          {
            label: 'Units',
            data: slices.map((slice) => slice.units),
            backgroundColor: slices.map((_, index) => colours.palette[index % colours.palette.length]),
            borderColor: colours.surface,
            borderWidth: 2,
          },
        ],
      }}
    />
  );
}
