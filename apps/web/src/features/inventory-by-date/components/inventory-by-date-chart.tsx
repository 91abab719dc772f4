import type { InventoryByDateSeries } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { ButtonGroup, Card, ToggleButton } from 'react-bootstrap';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { useChartTheme } from '../../../lib/chart-theme.ts';
import { Line } from '../../../lib/time-line-chart.ts';
import { inventoryByDateSeriesQueryOptions } from '../api/get-inventory-by-date-series.ts';
import { type ChartSpan, chartRange, dayTime } from './inventory-days.ts';

export const CHART_SPANS: Record<ChartSpan, string> = { '90d': '90 days', '1y': '1 year' };

type Point = InventoryByDateSeries['points'][number];

/** The currencies the series has a value in (each its own line on the value axis). */
function currenciesOf(points: readonly Point[]): string[] {
  return [...new Set(points.flatMap((point) => point.values.map((value) => value.currency)))].sort();
}

/**
 * Total units held at the end of each day (each week over a year) on a time axis, with the value
 * per currency on a second axis. Clicking a point picks its day for the list below; the picked
 * day's points are drawn larger.
 */
export function InventoryByDateChart({
  organisationUlid,
  warehouseId,
  span,
  onSpanChange,
  selectedDate,
  onPickDate,
  today,
}: {
  organisationUlid: string;
  warehouseId: number | undefined;
  span: ChartSpan;
  onSpanChange: (span: ChartSpan) => void;
  selectedDate: string | undefined;
  onPickDate: (date: string) => void;
  /** The reader's today, YYYY-MM-DD: the chart's last day. */
  today: string;
}) {
  const range = useMemo(
    () => ({ ...chartRange(span, today), warehouse_id: warehouseId }),
    [span, today, warehouseId],
  );
  const series = useQuery(inventoryByDateSeriesQueryOptions(organisationUlid, range));
  const theme = useChartTheme();
  const data = series.data;
  const points = data?.points ?? [];
  const currencies = currenciesOf(points);
  const empty = points.every(
    (point) => point.units === 0 && point.values.every((value) => value.amount === '0.00'),
  );
  const radius = (base: number) => (context: { dataIndex: number }) =>
    points[context.dataIndex]?.date === selectedDate ? 5 : base;
  // Dots only where there is room for them: 90 days on a phone is a line, not a string of beads.
  const baseRadius = points.length > 45 ? 0 : 2;

  return (
    <Card className="mb-3" data-testid="inventory-chart">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h5 mb-0">Stock over time</h2>
        <ButtonGroup size="sm" aria-label="Chart period">
          {(Object.keys(CHART_SPANS) as ChartSpan[]).map((option) => (
            <ToggleButton
              key={option}
              id={`inventory-span-${option}`}
              type="radio"
              variant="outline-secondary"
              name="inventory-span"
              value={option}
              checked={span === option}
              onChange={() => onSpanChange(option)}
            >
              {CHART_SPANS[option]}
            </ToggleButton>
          ))}
        </ButtonGroup>
      </Card.Header>
      <Card.Body>
        {series.isPending ? (
          <LoadingState label="Loading stock over time…" />
        ) : series.isError || !data ? (
          <ErrorState
            message="The stock over time could not be loaded."
            onRetry={() => void series.refetch()}
          />
        ) : empty ? (
          <EmptyState>No stock in the last {CHART_SPANS[span]}.</EmptyState>
        ) : (
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
        )}
      </Card.Body>
    </Card>
  );
}
