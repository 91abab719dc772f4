import { type Counts, href, LIST_VIEWS, type StockSummary } from '@backoffice/shared';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { countOf } from '../../../lib/count-words.ts';
import { formatMoney } from '../../../lib/money.ts';
import { healthBeingComputed } from '../api/get-stock-summary.ts';
import { DISPUTES_NEEDING_ACTION } from './dashboard-data.ts';

/** A headline figure: its title opens the screen behind it, the lines below break it down. */
function KpiCard({
  title,
  to,
  value,
  testId,
  children,
}: {
  title: string;
  to: string;
  value: ReactNode;
  testId: string;
  children?: ReactNode;
}) {
  return (
    <Col xs={12} sm={6} xl={3}>
      <Card className="h-100" data-testid={testId}>
        <Card.Body>
          <h2 className="h6 mb-1">
            <Link to={to} className="link-body-emphasis link-underline-opacity-25">
              {title}
            </Link>
          </h2>
          <div className="fs-3 fw-semibold lh-sm" data-testid={`${testId}-value`}>
            {value}
          </div>
          {children && <div className="small mt-1">{children}</div>}
        </Card.Body>
      </Card>
    </Col>
  );
}

/** The figure while its query loads ("…") or after it failed ("–"). */
function figure<T>(query: UseQueryResult<T>, pick: (data: T) => number): string {
  if (query.data !== undefined) return pick(query.data).toLocaleString();
  return query.isError ? '–' : '…';
}

/** "2 out of stock", "3 reorder now": each part a link to the list of those, wrapping as a whole. */
function Parts({ parts }: { parts: { label: string; to: string }[] }) {
  return (
    <ul className="list-unstyled d-flex flex-wrap column-gap-3 mb-0">
      {parts.map((part) => (
        <li key={part.label} className="text-nowrap">
          <Link to={part.to}>{part.label}</Link>
        </li>
      ))}
    </ul>
  );
}

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
