import { href, type Shipment } from '@backoffice/shared';
import { ExternalLink } from 'lucide-react';
import { Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { TransferStatusBadge } from '../../../components/transfers/transfer-badges.tsx';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { ShipmentStatusBadge } from './shipment-status-badge.tsx';

const LABEL_PREP: Record<string, string> = {
  NO_LABEL: 'No label',
  SELLER_LABEL: 'Seller labels',
  AMAZON_LABEL: 'Amazon labels',
};

/** Where a shipment goes, its totals, its transfer and how it is packed. */
export function ShipmentSummary({
  organisationUlid,
  shipment,
}: {
  organisationUlid: string;
  shipment: Shipment;
}) {
  return (
    <Row className="g-3 mb-3">
      <DetailField label="Status" lg={3}>
        <ShipmentStatusBadge status={shipment.status} />
      </DetailField>
      <DetailField label="Destination FC" lg={3}>
        {shipment.destination_fulfillment_center ?? '—'}
        {shipment.destination_fulfillment_center && !shipment.fulfillment_center && (
          <div className="small text-body-secondary">Not among your fulfilment centres</div>
        )}
      </DetailField>
      <DetailField label="Shipped / received" lg={3} testId="shipment-totals">
        {shipment.total_shipped.toLocaleString()} / {shipment.total_received.toLocaleString()}
      </DetailField>
      <DetailField label="Transfer" lg={3}>
        {shipment.transfer ? (
          <span className="d-inline-flex flex-wrap align-items-center gap-1">
            <Link
              to={href('transfers.show', {
                organisation: organisationUlid,
                id: shipment.transfer.id,
              })}
            >
              Transfer #{shipment.transfer.id}
              <ExternalLink aria-hidden="true" size={14} className="ms-1" />
            </Link>
            <TransferStatusBadge status={shipment.transfer.status} />
          </span>
        ) : (
          'Not imported'
        )}
      </DetailField>
      <DetailField label="Labels" lg={3}>
        {shipment.label_prep_type ? LABEL_PREP[shipment.label_prep_type] : '—'}
      </DetailField>
      <DetailField label="Case-packed" lg={3}>
        {shipment.are_cases_required === null ? '—' : shipment.are_cases_required ? 'Yes' : 'No'}
      </DetailField>
      <DetailField label="Inbound plan" lg={4} testId="shipment-inbound-plan">
        {shipment.inbound_plan ? (
          <>
            {shipment.inbound_plan.name ?? 'Unnamed plan'}
            <div className="small text-body-secondary text-break">{shipment.inbound_plan.id}</div>
          </>
        ) : (
          '—'
        )}
      </DetailField>
    </Row>
  );
}
