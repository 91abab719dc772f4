import { type Dashboard, href, type StockSummary } from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Col, Row } from 'react-bootstrap';
import { SegmentedChoice } from '../../../components/ui/segmented-choice.tsx';
import { countOf } from '../../../lib/count-words.ts';
import { formatDay } from '../../../lib/dates.ts';
import { DASHBOARD_RANGES, type DashboardRange } from '../api/get-dashboard.ts';
import { ChannelsCard } from './channels-card.tsx';
import { ChartCard, ChartEmpty } from './chart-card.tsx';
import { ChartFrame, Loaded, TIME_CHART_HEIGHT, TimeSeriesChart } from './dashboard-chart-frame.tsx';
import { localDay, RANGE_LABELS, RANGE_WORDS, totalUnits } from './dashboard-data.ts';
import { StockHealthCard } from './stock-health-card.tsx';
import { WarehousesCard } from './warehouses-card.tsx';

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
        <SegmentedChoice
          name="dashboard-range"
          label="Range"
          options={DASHBOARD_RANGES.map((value) => ({ value, label: RANGE_LABELS[value] }))}
          value={days}
          onChange={onDays}
        />
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
          <WarehousesCard organisationUlid={organisationUlid} summary={summary} />
        </Col>
      </Row>
    </section>
  );
}
