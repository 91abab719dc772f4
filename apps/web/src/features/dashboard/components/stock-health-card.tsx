import { href, STOCK_STATUS_LABELS, STOCK_STATUSES, type StockSummary } from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { countOf } from '../../../lib/count-words.ts';
import { computedSkus } from '../api/get-stock-summary.ts';
import { ChartCard, ChartEmpty, ChartLegend } from './chart-card.tsx';
import { useDashboardColours } from './chart-colours.ts';
import { ChartFrame, Loaded, ROUND_CHART_HEIGHT, StockHealthChart } from './dashboard-chart-frame.tsx';

/** SKUs per stock health status. */
export function StockHealthCard({
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
