import { Line } from 'react-chartjs-2';
import type { DashboardRange } from '../api/get-dashboard.ts';
import { NO_LEGEND } from './canvas-options.ts';
import { useDashboardColours } from './chart-colours.ts';
import { localDay } from './dashboard-data.ts';

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
