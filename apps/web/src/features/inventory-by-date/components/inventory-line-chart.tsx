import type { InventoryByDateSeries } from '@backoffice/shared';
import { useChartTheme } from '../../../lib/chart-theme.ts';
import { Line } from '../../../lib/time-line-chart.ts';
import { dayTime } from './inventory-days.ts';

type Point = InventoryByDateSeries['points'][number];

/** The currencies the series has a value in (each its own line on the value axis). */
function currenciesOf(points: readonly Point[]): string[] {
  return [...new Set(points.flatMap((point) => point.values.map((value) => value.currency)))].sort();
}

/** Units held on the left axis, their value per currency on the right; a click picks a point's day. */
export function InventoryLineChart({
  data,
  selectedDate,
  onPickDate,
}: {
  data: InventoryByDateSeries;
  selectedDate: string | undefined;
  onPickDate: (date: string) => void;
}) {
  const theme = useChartTheme();
  const points = data.points;
  const currencies = currenciesOf(points);
  const radius = (base: number) => (context: { dataIndex: number }) =>
    points[context.dataIndex]?.date === selectedDate ? 5 : base;
  // Dots only where there is room for them: 90 days on a phone is a line, not a string of beads.
  const baseRadius = points.length > 45 ? 0 : 2;

  return (
    <>
      <div style={{ height: 260 }}>
        <Line
          role="img"
          aria-label={`Units held and their value at the end of each ${data.bucket} from ${data.from} to ${data.to}`}
          options={{
            maintainAspectRatio: false,
            animation: false,
            interaction: { mode: 'index', intersect: false },
            color: theme.muted,
            onClick: (_event, elements) => {
              const point = points[elements[0]?.index ?? -1];
              if (point) onPickDate(point.date);
            },
            onHover: (event, elements) => {
              const target = event.native?.target as HTMLElement | undefined;
              if (target) target.style.cursor = elements.length ? 'pointer' : 'default';
            },
            scales: {
              x: {
                type: 'time',
                time: {
                  unit: data.bucket === 'week' ? 'month' : 'week',
                  isoWeekday: true,
                  tooltipFormat: data.bucket === 'week' ? "'Week to' d MMM yyyy" : 'EEE d MMM yyyy',
                },
                ticks: { color: theme.muted, maxRotation: 0, autoSkipPadding: 12 },
                grid: { color: theme.grid },
              },
              y: {
                beginAtZero: true,
                title: { display: true, text: 'Units', color: theme.muted },
                ticks: { color: theme.muted, precision: 0 },
                grid: { color: theme.grid },
              },
              ...(currencies.length
                ? {
                    y1: {
                      position: 'right' as const,
                      beginAtZero: true,
                      title: { display: true, text: 'Value', color: theme.muted },
                      ticks: { color: theme.muted },
                      grid: { drawOnChartArea: false },
                    },
                  }
                : {}),
            },
            plugins: { legend: { position: 'bottom', labels: { color: theme.text, boxWidth: 12 } } },
          }}
          data={{
            datasets: [
              {
                label: 'Units',
                yAxisID: 'y',
                data: points.map((point) => ({ x: dayTime(point.date), y: point.units })),
                borderColor: theme.text,
                backgroundColor: theme.text,
                borderWidth: 2,
                pointRadius: radius(baseRadius),
                pointHoverRadius: 5,
              },
              ...currencies.map((currency, index) => ({
                label: `Value (${currency})`,
                yAxisID: 'y1',
                data: points.map((point) => ({
                  x: dayTime(point.date),
                  y: Number(point.values.find((value) => value.currency === currency)?.amount ?? 0),
                })),
                borderColor: theme.palette[index % theme.palette.length],
                backgroundColor: theme.palette[index % theme.palette.length],
                borderWidth: 2,
                borderDash: [6, 3],
                pointRadius: radius(0),
                pointHoverRadius: 4,
              })),
            ],
          }}
        />
      </div>
      <p className="small text-body-secondary mt-2 mb-0">
        Stock at the end of each {data.bucket}, valued at today’s COGS. Click a point to list that day.
      </p>
    </>
  );
}
