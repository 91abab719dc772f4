import { href, type Transfer } from '@backoffice/shared';
import { Card, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { TransferStatusBadge } from '../../../components/transfers/transfer-badges.tsx';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { TransferRecordFields } from './transfer-record-fields.tsx';

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
          <TransferRecordFields organisationUlid={organisationUlid} transfer={transfer} />
        </Row>
      </Card.Body>
    </Card>
  );
}
