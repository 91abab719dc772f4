import { href, type Transfer } from '@backoffice/shared';
import { Card, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  TransferProblemBadges,
  TransferStatusBadge,
} from '../../../components/transfers/transfer-badges.tsx';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { formatMoney } from '../../../lib/money.ts';

function dateTime(value: string | null): string {
  return value ? formatDateTime(value) : '—';
}

function Place({
  organisationUlid,
  place,
  fallback,
}: {
  organisationUlid: string;
  place: Transfer['outgoing_warehouse'];
  fallback: string | null;
}) {
  if (!place) return <>{fallback ?? '—'}</>;
  return (
    <Link to={href('warehouses.show', { organisation: organisationUlid, ulid: place.ulid })}>
      {place.name}
    </Link>
  );
}

/** The transfer's summary card: where, when, how, how many, and its ticket and discrepancy. */
export function TransferSummary({
  organisationUlid,
  transfer,
}: {
  organisationUlid: string;
  transfer: Transfer;
}) {
  const difference = transfer.total_received - transfer.total_shipped;
  return (
    <Card className="mb-4" data-testid="transfer-summary">
      <Card.Body>
        <Row className="gy-3">
          <DetailField label="Status" lg={3}>
            <TransferStatusBadge status={transfer.status} />
          </DetailField>
          <DetailField label="From" lg={3} testId="transfer-origin">
            <Place
              organisationUlid={organisationUlid}
              place={transfer.outgoing_warehouse}
              fallback={transfer.from}
            />
          </DetailField>
          <DetailField label="To" lg={3} testId="transfer-destination">
            <Place
              organisationUlid={organisationUlid}
              place={transfer.destination_warehouse}
              fallback={null}
            />
            {transfer.fulfillment_center && (
              <span className="text-body-secondary"> · FC {transfer.fulfillment_center.name}</span>
            )}
          </DetailField>
          <DetailField label="Shipping date" lg={3}>
            {transfer.shipping_date ?? '—'}
            <span className="text-body-secondary small"> ({transfer.shipping_days} days)</span>
          </DetailField>
          <DetailField label="Expected delivery" lg={3}>
            {transfer.expected_delivery_date ?? '—'}
          </DetailField>
          <DetailField label="Received on" lg={3}>
            {transfer.received_date ?? '—'}
          </DetailField>
          <DetailField label="Courier" lg={3}>
            {transfer.courier ?? '—'}
          </DetailField>
          <DetailField label="Tracking number" lg={3}>
            <span className="text-break">{transfer.tracking_number ?? '—'}</span>
          </DetailField>
          <DetailField label="Shipping cost" lg={3}>
            {formatMoney(transfer.shipping_cost, transfer.shipping_cost_currency)}
          </DetailField>
          <DetailField label="Shipped" lg={3} large testId="transfer-total-shipped">
            {transfer.total_shipped.toLocaleString()}
          </DetailField>
          <DetailField label="Received" lg={3} large testId="transfer-total-received">
            {transfer.total_received.toLocaleString()}
            {transfer.shipped_at !== null && transfer.status !== 'CANCELLED' && difference !== 0 && (
              <span className="fs-6 text-warning-emphasis">
                {' '}
                ({difference < 0 ? `${-difference} short` : `${difference} over`})
              </span>
            )}
          </DetailField>
          <DetailField label="Expected" lg={3} large>
            {transfer.total_expected.toLocaleString()}
          </DetailField>
          {(transfer.shipment_id || transfer.outgoing_order_number) && (
            <DetailField label="Shipment / order" lg={3}>
              {transfer.destination_url ? (
                <ExternalLink href={transfer.destination_url}>
                  {transfer.shipment_id ?? transfer.destination_url}
                </ExternalLink>
              ) : (
                (transfer.shipment_id ?? '—')
              )}
              {transfer.outgoing_order_number && (
                <div className="small">Order {transfer.outgoing_order_number}</div>
              )}
            </DetailField>
          )}
          {transfer.ticket_number && (
            <DetailField label="Ticket" lg={3} testId="transfer-ticket">
              {transfer.ticket_number} · {transfer.ticket_status ?? '—'}
              <div className="small text-body-secondary">
                Raised {dateTime(transfer.ticket_raised_at)}
                {transfer.ticket_raised_by && ` by ${transfer.ticket_raised_by.name}`}
              </div>
            </DetailField>
          )}
          {transfer.resolved_discrepancy && (
            <DetailField label="Discrepancy resolved" lg={3} testId="transfer-discrepancy">
              <span className="text-break">{transfer.discrepancy_note ?? '—'}</span>
              <div className="small text-body-secondary">
                {dateTime(transfer.resolved_discrepancy_at)}
                {transfer.resolved_by && ` by ${transfer.resolved_by.name}`}
              </div>
            </DetailField>
          )}
          {transfer.closed_at && (
            <DetailField label="Closed" lg={3}>
              {dateTime(transfer.closed_at)}
            </DetailField>
          )}
          {transfer.problems.length > 0 && (
            <DetailField label="Problems" lg={3}>
              <TransferProblemBadges problems={transfer.problems} />
            </DetailField>
          )}
          {transfer.status === 'CLOSED' && transfer.total_received < transfer.total_shipped && (
            <DetailField label="Units short" lg={3} testId="transfer-disputes">
              {(transfer.total_shipped - transfer.total_received).toLocaleString()}{' '}
              <Link
                to={href(
                  'disputes',
                  { organisation: organisationUlid },
                  { transfer_id: String(transfer.id) },
                )}
              >
                Disputes of this transfer
              </Link>
            </DetailField>
          )}
        </Row>
      </Card.Body>
    </Card>
  );
}
