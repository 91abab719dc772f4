import type { StockSummary } from '@backoffice/shared';
import { Bar } from 'react-chartjs-2';
import { NO_LEGEND, shorten } from './canvas-options.ts';
import { useDashboardColours } from './chart-colours.ts';

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
