import { STOCK_STATUS_LABELS, STOCK_STATUSES, type StockSummary } from '@backoffice/shared';
import { Doughnut, Pie } from 'react-chartjs-2';
import { NO_LEGEND } from './canvas-options.ts';
import { useDashboardColours } from './chart-colours.ts';
import type { ChannelSlice } from './dashboard-data.ts';

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
