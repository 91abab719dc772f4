import { type Counts, href, LIST_VIEWS, type StockSummary } from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import { Row } from 'react-bootstrap';
import { countOf } from '../../../lib/count-words.ts';
import { formatMoney } from '../../../lib/money.ts';
import { healthBeingComputed } from '../api/get-stock-summary.ts';
import { DISPUTES_NEEDING_ACTION } from './dashboard-data.ts';
import { figure, KpiCard, Parts } from './kpi-card.tsx';

/**
 * The row of headline figures: stock (and its value per currency, never added across currencies),
 * units in transit, SKUs at risk and open problems, each linking to where it is dealt with.
 */
export function DashboardKpis({
  organisationUlid,
  counts,
  summary,
}: {
  organisationUlid: string;
  counts: UseQueryResult<Counts>;
  summary: UseQueryResult<StockSummary>;
}) {
  const organisation = { organisation: organisationUlid };
  const stock = summary.data;
  const computing = !!stock && healthBeingComputed(stock);
  const problems = counts.data;

  return (
    <Row className="g-3 mb-4" data-testid="dashboard-kpis">
      <KpiCard
        title="Units in stock"
        to={href('stocks', organisation)}
        value={figure(summary, (data) => data.units)}
        testId="dashboard-kpi-stock"
      >
        {stock && stock.values.length > 0 && (
          <div data-testid="dashboard-kpi-stock-money">
            {stock.values.map((value) => (
              <div key={value.currency} className="text-body-secondary text-nowrap">
                {formatMoney(value.stock_value, value.currency)}
              </div>
            ))}
          </div>
        )}
      </KpiCard>
      <KpiCard
        title="In transit"
        to={href('transfers', organisation, { draft: false, live: true, completed: false })}
        value={figure(summary, (data) => data.in_transit)}
        testId="dashboard-kpi-in-transit"
      >
        <span className="text-body-secondary">Units shipped on transfers, not received yet</span>
      </KpiCard>
      <KpiCard
        title="SKUs at risk"
        to={href('stocks', organisation, { status: 'reorder_now' })}
        value={
          computing ? '…' : figure(summary, (data) => data.counts.out_of_stock + data.counts.reorder_now)
        }
        testId="dashboard-kpi-at-risk"
      >
        {computing ? (
          <span className="text-body-secondary">Stock health is being computed.</span>
        ) : (
          stock && (
            <Parts
              parts={[
                {
                  label: `${stock.counts.out_of_stock.toLocaleString()} out of stock`,
                  to: href('stocks', organisation, { status: 'out_of_stock' }),
                },
                {
                  label: `${stock.counts.reorder_now.toLocaleString()} reorder now`,
                  to: href('stocks', organisation, { status: 'reorder_now' }),
                },
              ]}
            />
          )
        )}
      </KpiCard>
      <KpiCard
        title="Open problems"
        to={href('store-orders', organisation, LIST_VIEWS.problemOrders)}
        value={figure(counts, (data) => data.orders + data.transfers.problems + data.disputes)}
        testId="dashboard-kpi-problems"
      >
        {problems && (
          <Parts
            parts={[
              {
                label: countOf(problems.orders, 'problem order', 'problem orders'),
                to: href('store-orders', organisation, LIST_VIEWS.problemOrders),
              },
              {
                label: countOf(problems.transfers.problems, 'problem transfer', 'problem transfers'),
                to: href('transfers', organisation, LIST_VIEWS.problemTransfers),
              },
              {
                label: `${countOf(problems.disputes, 'dispute', 'disputes')} needing action`,
                to: href('disputes', organisation, DISPUTES_NEEDING_ACTION),
              },
            ]}
          />
        )}
      </KpiCard>
    </Row>
  );
}
