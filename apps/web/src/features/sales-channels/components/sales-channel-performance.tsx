import {
  href,
  isPeriodPartial,
  periodStart,
  SALES_INTERVALS,
  type SalesChannelPerformance,
  type SalesInterval,
} from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { ButtonGroup, Card, Col, Row, Table, ToggleButton } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { useChartTheme } from '../../../lib/chart-theme.ts';
import { formatMoney } from '../../../lib/money.ts';
import { Line } from '../../../lib/time-line-chart.ts';
import { salesChannelPerformanceQueryOptions } from '../api/get-sales-channel-performance.ts';

/** Each interval with the span it shows: days over 30 days, weeks over a quarter, months over a year. */
const SPANS: Record<SalesInterval, { label: string; days: number }> = {
  day: { label: 'Daily', days: 30 },
  week: { label: 'Weekly', days: 91 },
  month: { label: 'Monthly', days: 365 },
};

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

function Figure({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <Col xs={6} lg={3}>
      <div className="small text-body-secondary">{label}</div>
      <div className="fs-5 text-break" data-testid={testId}>
        {value}
      </div>
    </Col>
  );
}

function Totals({ data }: { data: SalesChannelPerformance }) {
  const { totals } = data;
  return (
    <Row className="g-3 mb-3">
      <Figure label="Orders" value={totals.orders.toLocaleString()} testId="channel-orders" />
      <Figure label="Units" value={totals.units.toLocaleString()} testId="channel-units" />
      <Figure label="Revenue" value={formatMoney(totals.revenue, data.currency)} testId="channel-revenue" />
      <Figure
        label="Returns rate"
        value={
          totals.returns_rate === null
            ? '—'
            : `${(totals.returns_rate * 100).toFixed(1)} % (${totals.returned_units.toLocaleString()} units)`
        }
        testId="channel-returns-rate"
      />
    </Row>
  );
}

/**
 * A channel's sales (issue 11): orders and units per day, week or month on a time axis, its
 * totals and returns rate, and its ten best-selling SKUs.
 */
export function SalesChannelPerformanceCard({
  organisationUlid,
  channelId,
}: {
  organisationUlid: string;
  channelId: number;
}) {
  const [interval, setInterval] = useState<SalesInterval>('week');
  const range = useMemo(() => {
    const today = new Date();
    return {
      interval,
      // From the start of a period, so the first point is a whole week or month.
      from: periodStart(
        isoDay(new Date(today.getTime() - (SPANS[interval].days - 1) * 86_400_000)),
        interval,
      ),
      to: isoDay(today),
    };
  }, [interval]);
  const performance = useQuery(salesChannelPerformanceQueryOptions(organisationUlid, channelId, range));
  const theme = useChartTheme();
  const data = performance.data;
  const points = (pick: (point: SalesChannelPerformance['series'][number]) => number) =>
    (data?.series ?? []).map((point) => ({ x: Date.parse(`${point.period}T00:00:00Z`), y: pick(point) }));
  // The period still running is drawn dashed: its dip is "so far", not a fall in sales.
  const lastPoint = data?.series.at(-1);
  const lastIsPartial = !!data && !!lastPoint && isPeriodPartial(lastPoint.period, interval, data.to);
  const lastSegmentDashed = {
    borderDash: (context: { p1DataIndex: number }) =>
      lastIsPartial && context.p1DataIndex === (data?.series.length ?? 0) - 1 ? [6, 4] : undefined,
  };

  return (
    <Card className="mb-4" data-testid="sales-channel-performance">
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h5 mb-0">Sales</h2>
        <ButtonGroup size="sm" aria-label="Interval">
          {SALES_INTERVALS.map((option) => (
            <ToggleButton
              key={option}
              id={`sales-interval-${option}`}
              type="radio"
              variant="outline-secondary"
              name="sales-interval"
              value={option}
              checked={interval === option}
              onChange={() => setInterval(option)}
            >
              {SPANS[option].label}
            </ToggleButton>
          ))}
        </ButtonGroup>
      </Card.Header>
      <Card.Body>
        {performance.isPending ? (
          <LoadingState label="Loading sales…" />
        ) : performance.isError || !data ? (
          <ErrorState message="The sales could not be loaded." onRetry={() => void performance.refetch()} />
        ) : data.series.length === 0 ? (
          <EmptyState>
            No orders on this channel in the last {SPANS[interval].days} days. Orders arrive with the
            marketplace's orders reports (Report Requests).
          </EmptyState>
        ) : (
          <>
            <Totals data={data} />
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
            <h3 className="h6 mt-4">Top SKUs</h3>
            <Table responsive size="sm" className="align-middle mb-0" aria-label="Top SKUs">
              <thead>
                <tr>
                  <th scope="col">SKU</th>
                  <th scope="col" className="text-end">
                    Units
                  </th>
                  <th scope="col" className="text-end">
                    Revenue
                  </th>
                </tr>
              </thead>
              <tbody>
                {data.top_skus.map((sku) => (
                  <tr key={sku.sku_id} data-testid="channel-top-sku">
                    <td className="text-break" style={{ minWidth: '10rem' }}>
                      <Link to={href('skus.show', { organisation: organisationUlid, id: sku.sku_id })}>
                        {sku.name ? `${sku.name} (${sku.seller_sku})` : sku.seller_sku}
                      </Link>
                    </td>
                    <td className="text-end">{sku.units.toLocaleString()}</td>
                    <td className="text-end text-nowrap">{formatMoney(sku.revenue, data.currency)}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </>
        )}
      </Card.Body>
    </Card>
  );
}
