import type { DisputeTotals } from '@backoffice/shared';
import { Card, Col, Row } from 'react-bootstrap';
import { countOf } from '../../../lib/count-words.ts';
import { formatMoney } from '../../../lib/money.ts';

const amounts = (rows: DisputeTotals['at_stake']) =>
  rows.length === 0 ? '—' : rows.map((row) => formatMoney(row.amount, row.currency)).join(' · ');

/**
 * What the detectors found that can still be claimed, open disputes, the money still at stake in
 * them and what the marketplace paid back this year.
 */
export function DisputeTotalsCards({ totals }: { totals: DisputeTotals }) {
  const { claimable } = totals;
  const figures = [
    [
      'Found to claim',
      claimable.count === 0
        ? '—'
        : `${amounts(claimable.amounts)} (${countOf(claimable.count, 'finding', 'findings')})`,
      'dispute-total-claimable',
    ],
    ['Open', totals.open.toLocaleString(), 'dispute-total-open'],
    ['At stake', amounts(totals.at_stake), 'dispute-total-at-stake'],
    ['Recovered this year', amounts(totals.recovered_this_year), 'dispute-total-recovered'],
  ] as const;
  return (
    <Row className="g-3 mb-4">
      {figures.map(([label, value, testId]) => (
        <Col key={label} xs={6} lg={3}>
          <Card body>
            <div className="small text-body-secondary">{label}</div>
            <div className="fs-5 text-break" data-testid={testId}>
              {value}
            </div>
          </Card>
        </Col>
      ))}
    </Row>
  );
}
