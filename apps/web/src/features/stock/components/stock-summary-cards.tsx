import {
  STOCK_STATUS_LABELS,
  STOCK_STATUS_VARIANTS,
  STOCK_STATUSES,
  type StockStatus,
  type StockSummary,
} from '@backoffice/shared';
import type { ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { formatMoney } from '../../../lib/money.ts';

/** Money in several currencies is never added up: one line per currency, or a dash for none. */
function Amounts({
  values,
  field,
}: {
  values: StockSummary['values'];
  field: 'stock_value' | 'money_at_risk';
}) {
  if (values.length === 0) return <>—</>;
  return (
    <>
      {values.map((value) => (
        <div key={value.currency} className="text-break">
          {formatMoney(value[field], value.currency)}
        </div>
      ))}
    </>
  );
}

/**
 * The Stock screen's header: SKUs per status, each a button that filters the list by it (pressed
 * while it does), then units in stock and in transit, and stock value and money at risk per currency.
 */
export function StockSummaryCards({
  summary,
  status,
  onStatus,
}: {
  summary: StockSummary;
  /** The list's status filter. */
  status: StockStatus | undefined;
  /** A status to filter by; undefined clears the filter (its button pressed again). */
  onStatus: (status: StockStatus | undefined) => void;
}) {
  // Amounts take a row of their own on a phone: half its width broke "1,107,769.35 USD" inside
  // the number.
  const figures: [label: string, value: ReactNode, testId: string, money?: true][] = [
    ['Units in stock', summary.units.toLocaleString(), 'stock-total-units'],
    ['In transit', summary.in_transit.toLocaleString(), 'stock-total-in-transit'],
    [
      'Stock value',
      <Amounts key="value" values={summary.values} field="stock_value" />,
      'stock-total-value',
      true,
    ],
    [
      'Money at risk',
      <Amounts key="risk" values={summary.values} field="money_at_risk" />,
      'stock-total-at-risk',
      true,
    ],
  ];
  return (
    <div className="mb-4" data-testid="stock-summary">
      <Row className="g-2 mb-2" role="group" aria-label="SKUs by status">
        {STOCK_STATUSES.map((candidate) => {
          const variant = STOCK_STATUS_VARIANTS[candidate];
          const active = status === candidate;
          return (
            <Col key={candidate} xs={6} sm={4} lg>
              <button
                type="button"
                className={`btn w-100 h-100 text-start border-${variant} ${active ? `btn-${variant}` : 'btn-outline-secondary text-body'}`}
                style={{ borderLeftWidth: '0.35rem' }}
                aria-pressed={active}
                data-testid="stock-status-count"
                data-status={candidate}
                onClick={() => onStatus(active ? undefined : candidate)}
              >
                <span className="d-block small">{STOCK_STATUS_LABELS[candidate]}</span>
                <span className="d-block fs-5 fw-semibold" data-testid="stock-status-count-value">
                  {summary.counts[candidate].toLocaleString()}
                </span>
              </button>
            </Col>
          );
        })}
      </Row>
      <Row className="g-2">
        {figures.map(([label, value, testId, money]) => (
          <Col key={label} xs={money ? 12 : 6} sm={6} lg={3}>
            <Card body className="h-100">
              <div className="small text-body-secondary">{label}</div>
              <div className="fs-5" data-testid={testId}>
                {value}
              </div>
            </Card>
          </Col>
        ))}
      </Row>
    </div>
  );
}
