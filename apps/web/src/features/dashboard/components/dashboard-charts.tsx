import {
  type Dashboard,
  href,
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockSummary,
} from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense } from 'react';
import { ButtonGroup, Col, Row, ToggleButton } from 'react-bootstrap';
import { ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { countOf } from '../../../lib/count-words.ts';
import { formatDay } from '../../../lib/dates.ts';
import { DASHBOARD_RANGES, type DashboardRange } from '../api/get-dashboard.ts';
import { computedSkus } from '../api/get-stock-summary.ts';
import { ChartCard, ChartEmpty, ChartLegend } from './chart-card.tsx';
import { useDashboardColours } from './chart-colours.ts';
import { channelSlices, localDay, RANGE_LABELS, RANGE_WORDS, totalUnits } from './dashboard-data.ts';

// Chart.js is loaded with the first chart that has something to draw, not with the screen.
const canvases = () => import('./dashboard-canvases.tsx');
const TimeSeriesChart = lazy(() => canvases().then((module) => ({ default: module.TimeSeriesChart })));
const WarehouseBarChart = lazy(() => canvases().then((module) => ({ default: module.WarehouseBarChart })));
const StockHealthChart = lazy(() => canvases().then((module) => ({ default: module.StockHealthChart })));
const ChannelsChart = lazy(() => canvases().then((module) => ({ default: module.ChannelsChart })));

/** The chart's box: a fixed height, so the card keeps its size on a phone and while Chart.js loads. */
function ChartFrame({ height, children }: { height: number; children: ReactNode }) {
  return (
    <div className="position-relative" style={{ height }}>
      <Suspense fallback={<LoadingState label="Drawing the chart…" />}>{children}</Suspense>
    </div>
  );
}

/** The card's body for its query: loading, failed with "Try again", or the data. */
function Loaded<T>({
  query,
  what,
  children,
}: {
  query: UseQueryResult<T>;
  what: string;
  children: (data: T) => ReactNode;
}) {
  if (query.data !== undefined) return children(query.data);
  if (query.isError) {
    return <ErrorState message={`The ${what} could not be loaded.`} onRetry={() => void query.refetch()} />;
  }
  return <LoadingState label={`Loading the ${what}…`} />;
}

const TIME_CHART_HEIGHT = 240;
const ROUND_CHART_HEIGHT = 200;

interface ChartsProps {
  organisationUlid: string;
  days: DashboardRange;
  onDays: (days: DashboardRange) => void;
  series: UseQueryResult<Dashboard>;
  summary: UseQueryResult<StockSummary>;
}

/**
 * The dashboard's charts, each in a card whose title opens its screen: sales and stock over the
 * selected range, units per channel, SKUs per stock health status and units per warehouse. With
 * nothing to draw (a new organisation) a card says so and offers the first step instead.
 */
export function DashboardCharts({ organisationUlid, days, onDays, series, summary }: ChartsProps) {
  const organisation = { organisation: organisationUlid };
  const range = RANGE_WORDS[days];
  const importOrders = { label: 'Import your orders', to: href('report-requests', organisation) };
  const rangeFrom = (data: Dashboard) =>
    `${formatDay(localDay(data.from))} to ${formatDay(localDay(data.to))}`;

  return (
    <section aria-labelledby="dashboard-trends-title" className="mb-4">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-3">
        <h2 id="dashboard-trends-title" className="h5 mb-0">
          Sales and stock
        </h2>
        <ButtonGroup size="sm" aria-label="Range">
          {DASHBOARD_RANGES.map((option) => (
            <ToggleButton
              key={option}
              id={`dashboard-range-${option}`}
              type="radio"
              variant="outline-secondary"
              name="dashboard-range"
              value={option}
              checked={days === option}
              onChange={() => onDays(option)}
            >
              {RANGE_LABELS[option]}
            </ToggleButton>
          ))}
        </ButtonGroup>
      </div>
      <Row className="g-3">
        <Col xs={12} lg={6}>
          <ChartCard
            title="Sales over time"
            to={href('sales-channels.list', organisation)}
            testId="dashboard-sales"
            summary={series.data && `${countOf(totalUnits(series.data.sales), 'unit', 'units')} sold`}
          >
            <Loaded query={series} what="sales">
              {(data) =>
                totalUnits(data.sales) === 0 ? (
                  <ChartEmpty action={importOrders}>
                    No sales in {range}. Sales arrive with your marketplace's orders reports.
                  </ChartEmpty>
                ) : (
                  <>
                    <ChartFrame height={TIME_CHART_HEIGHT}>
                      <TimeSeriesChart
                        points={data.sales}
                        label="Units sold"
                        description={`Units sold per day from ${rangeFrom(data)}`}
                        colourIndex={0}
                        days={days}
                        lastIsPartial
                      />
                    </ChartFrame>
                    <p className="small text-body-secondary mt-2 mb-0">The dashed end is today so far.</p>
                  </>
                )
              }
            </Loaded>
          </ChartCard>
        </Col>
        <Col xs={12} lg={6}>
          <ChartCard
            title="Stock over time"
            to={href('inventory-by-date', organisation)}
            testId="dashboard-stock"
            summary={
              series.data?.stock.length
                ? `${countOf(series.data.stock.at(-1)?.units ?? 0, 'unit', 'units')} today`
                : undefined
            }
          >
            <Loaded query={series} what="stock history">
              {(data) =>
                data.stock.every((point) => point.units === 0) ? (
                  summary.data?.warehouses.length === 0 ? (
                    <ChartEmpty action={{ label: 'Add warehouses', to: href('warehouses', organisation) }}>
                      No stock yet. Add the warehouses you keep stock in, then count your stock into them.
                    </ChartEmpty>
                  ) : (
                    <ChartEmpty action={{ label: 'Count your stock', to: href('warehouses', organisation) }}>
                      No units in stock in {range}. Record a count in a warehouse, or import your inventory
                      reports.
                    </ChartEmpty>
                  )
                ) : (
                  <ChartFrame height={TIME_CHART_HEIGHT}>
                    <TimeSeriesChart
                      points={data.stock}
                      label="Units in stock"
                      description={`Units in stock at the end of each day from ${rangeFrom(data)}`}
                      colourIndex={1}
                      days={days}
                    />
                  </ChartFrame>
                )
              }
            </Loaded>
          </ChartCard>
        </Col>
        <Col xs={12} md={6} xl={4}>
          <ChannelsCard organisationUlid={organisationUlid} series={series} range={range} />
        </Col>
        <Col xs={12} md={6} xl={4}>
          <StockHealthCard organisationUlid={organisationUlid} summary={summary} />
        </Col>
        <Col xs={12} xl={4}>
          <ChartCard
            title="Stock by warehouse"
            to={href('warehouses', organisation)}
            testId="dashboard-warehouses"
            summary={summary.data && countOf(summary.data.warehouses.length, 'warehouse', 'warehouses')}
          >
            <Loaded query={summary} what="warehouses">
              {(data) =>
                data.warehouses.length === 0 ? (
                  <ChartEmpty action={{ label: 'Add warehouses', to: href('warehouses', organisation) }}>
                    No warehouses yet. Add the warehouses, 3PLs and fulfilment centres you keep stock in.
                  </ChartEmpty>
                ) : data.warehouses.every((warehouse) => warehouse.units === 0) ? (
                  <ChartEmpty action={{ label: 'Count your stock', to: href('warehouses', organisation) }}>
                    Your warehouses hold no stock yet.
                  </ChartEmpty>
                ) : (
                  <ChartFrame
                    height={Math.min(360, Math.max(ROUND_CHART_HEIGHT, 40 + 36 * data.warehouses.length))}
                  >
                    <WarehouseBarChart warehouses={data.warehouses} />
                  </ChartFrame>
                )
              }
            </Loaded>
          </ChartCard>
        </Col>
      </Row>
    </section>
  );
}

function ChannelsCard({
  organisationUlid,
  series,
  range,
}: {
  organisationUlid: string;
  series: UseQueryResult<Dashboard>;
  range: string;
}) {
  const colours = useDashboardColours();
  const organisation = { organisation: organisationUlid };
  return (
    <ChartCard
      title="Channels"
      to={href('sales-channels.list', organisation)}
      testId="dashboard-channels"
      summary={series.data && countOf(series.data.channels.length, 'channel', 'channels')}
    >
      <Loaded query={series} what="channels">
        {(data) => {
          if (data.channels.length === 0) {
            return (
              <ChartEmpty action={{ label: 'Import your orders', to: href('report-requests', organisation) }}>
                No orders in {range}. Each marketplace you sell on shows here with its share of units.
              </ChartEmpty>
            );
          }
          const slices = channelSlices(data.channels);
          return (
            <>
              <ChartFrame height={ROUND_CHART_HEIGHT}>
                <ChannelsChart slices={slices} range={range} />
              </ChartFrame>
              <ChartLegend
                label="Units per channel"
                testId="dashboard-channel"
                items={slices.map((slice, index) => ({
                  key: slice.name,
                  colour: colours.palette[index % colours.palette.length] as string,
                  name: slice.name,
                  figures: `${countOf(slice.units, 'unit', 'units')} · ${countOf(slice.orders, 'order', 'orders')}`,
                }))}
              />
            </>
          );
        }}
      </Loaded>
    </ChartCard>
  );
}

function StockHealthCard({
  organisationUlid,
  summary,
}: {
  organisationUlid: string;
  summary: UseQueryResult<StockSummary>;
}) {
  const colours = useDashboardColours();
  const organisation = { organisation: organisationUlid };
  return (
    <ChartCard
      title="Stock health"
      to={href('stocks', organisation)}
      testId="dashboard-health"
      summary={summary.data && countOf(computedSkus(summary.data), 'SKU', 'SKUs')}
    >
      <Loaded query={summary} what="stock health">
        {(data) => {
          if (computedSkus(data) === 0) {
            return data.not_computed > 0 ? (
              <ChartEmpty>
                <span data-testid="dashboard-health-computing">
                  Stock health is being computed for {countOf(data.not_computed, 'SKU', 'SKUs')}. It shows
                  here within a minute or two.
                </span>
              </ChartEmpty>
            ) : (
              <ChartEmpty action={{ label: 'Import your orders', to: href('report-requests', organisation) }}>
                No SKUs yet. Your SKUs arrive with your orders reports; their health follows from sales and
                stock.
              </ChartEmpty>
            );
          }
          return (
            <>
              <ChartFrame height={ROUND_CHART_HEIGHT}>
                <StockHealthChart counts={data.counts} />
              </ChartFrame>
              <ChartLegend
                label="SKUs per stock status"
                testId="dashboard-health-status"
                items={STOCK_STATUSES.map((status) => ({
                  key: status,
                  colour: colours.status[status],
                  name: STOCK_STATUS_LABELS[status],
                  to: href('stocks', organisation, { status }),
                  figures: countOf(data.counts[status], 'SKU', 'SKUs'),
                }))}
              />
              {data.not_computed > 0 && (
                <p className="small text-body-secondary mt-2 mb-0">
                  {countOf(data.not_computed, 'SKU is', 'SKUs are')} still being computed.
                </p>
              )}
            </>
          );
        }}
      </Loaded>
    </ChartCard>
  );
}
