import type { DisputeTotals } from '@backoffice/shared';
import type { ReactNode } from 'react';
import { Card, Col, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { countOf } from '../../../lib/count-words.ts';
import { formatMoney } from '../../../lib/money.ts';

/** Money in several currencies is never added up: one line per currency, or a dash for none. */
function Amounts({ rows }: { rows: DisputeTotals['at_stake'] }) {
  if (rows.length === 0) return <>—</>;
  return (
    <>
      {rows.map((row) => (
        <div key={row.currency} className="text-nowrap">
          {formatMoney(row.amount, row.currency)}
        </div>
      ))}
    </>
  );
}

/**
 * What the detectors found that can still be claimed, the disputes needing action (the figure the
 * dashboard and the sidebar's badge show, in the same words, opening the list filtered to them),
 * the money still at stake and what the marketplace paid back this year.
 */
export function DisputeTotalsCards({
  totals,
  needingActionTo,
}: {
  totals: DisputeTotals;
  /** The list filtered to the disputes needing action. */
  needingActionTo: string;
}) {
  const { claimable } = totals;
  const figures: [label: string, value: ReactNode, testId: string, note?: string, to?: string][] = [
    [
      'Found to claim',
      claimable.count === 0 ? '—' : <Amounts key="claimable" rows={claimable.amounts} />,
      'dispute-total-claimable',
      claimable.count === 0 ? undefined : countOf(claimable.count, 'finding', 'findings'),
    ],
    [
      'Needing action',
      totals.needs_action.toLocaleString(),
      'dispute-total-needs-action',
      'Open, or past the deadline',
      needingActionTo,
    ],
    ['At stake', <Amounts key="stake" rows={totals.at_stake} />, 'dispute-total-at-stake'],
    [
      'Recovered this year',
      <Amounts key="recovered" rows={totals.recovered_this_year} />,
      'dispute-total-recovered',
    ],
  ];
  return (
    <Row className="g-3 mb-4">
      {figures.map(([label, value, testId, note, to]) => (
        <Col key={label} xs={6} lg={3}>
          <Card body className="h-100">
            <div className="small text-body-secondary">
              {to ? (
                <Link to={to} className="link-secondary">
                  {label}
                </Link>
              ) : (
                label
              )}
            </div>
            <div className="fs-5" data-testid={testId}>
              {value}
            </div>
            {note && <div className="small text-body-secondary">{note}</div>}
          </Card>
        </Col>
      ))}
    </Row>
  );
}
