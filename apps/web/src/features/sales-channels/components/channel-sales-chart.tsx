import { isPeriodPartial, type SalesChannelPerformance, type SalesInterval } from '@backoffice/shared';
import { useChartTheme } from '../../../lib/chart-theme.ts';
import { Line } from '../../../lib/time-line-chart.ts';

/** Orders and units per period on a time axis. */
export function ChannelSalesChart({
  data,
  interval,
}: {
  data: SalesChannelPerformance;
  interval: SalesInterval;
}) {
  const theme = useChartTheme();
  const points = (pick: (point: SalesChannelPerformance['series'][number]) => number) =>
    data.series.map((point) => ({ x: Date.parse(`${point.period}T00:00:00Z`), y: pick(point) }));
  // The period still running is drawn dashed: its dip is "so far", not a fall in sales.
  const lastPoint = data.series.at(-1);
  const lastIsPartial = !!lastPoint && isPeriodPartial(lastPoint.period, interval, data.to);
  const lastSegmentDashed = {
    borderDash: (context: { p1DataIndex: number }) =>
      lastIsPartial && context.p1DataIndex === data.series.length - 1 ? [6, 4] : undefined,
  };

  return (
    <>
      <div style={{ height: 280 }}>
        <Line
          role="img"
          aria-label={`Orders and units per ${interval} from ${data.from} to ${data.to}`}
          options={{
            maintainAspectRatio: false,
            animation: false,
            interaction: { mode: 'index', intersect: false },
            color: theme.muted,
            scales: {
              x: {
                type: 'time',
                time: {
                  unit: interval,
                  // Weeks start on Monday, as the API's periods (ISO weeks) do.
                  isoWeekday: true,
                  tooltipFormat: interval === 'month' ? 'MMM yyyy' : 'd MMM yyyy',
                },
                ticks: { color: theme.muted },
                grid: { color: theme.grid },
              },
              y: {
                beginAtZero: true,
                ticks: { color: theme.muted, precision: 0 },
                grid: { color: theme.grid },
              },
            },
            plugins: { legend: { position: 'bottom', labels: { color: theme.text } } },
          }}
          data={{
            datasets: [
              {
                label: 'Units',
                data: points((point) => point.units),
                borderColor: theme.palette[0],
                backgroundColor: theme.palette[0],
                borderWidth: 2,
                pointRadius: 2,
                segment: lastSegmentDashed,
              },
              {
                label: 'Orders',
                data: points((point) => point.orders),
                borderColor: theme.palette[1],
                backgroundColor: theme.palette[1],
                borderWidth: 2,
                pointRadius: 2,
                segment: lastSegmentDashed,
              },
            ],
          }}
        />
      </div>
      {lastIsPartial && (
        <p className="small text-body-secondary mt-2 mb-0" data-testid="channel-partial-period">
          The dashed end is this {interval} so far.
        </p>
      )}
    </>
  );
}
