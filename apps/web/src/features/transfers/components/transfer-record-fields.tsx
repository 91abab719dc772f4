import { href, type Transfer } from '@backoffice/shared';
import { Link } from 'react-router';
import { TransferProblemBadges } from '../../../components/transfers/transfer-badges.tsx';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { ExternalLink } from '../../../components/ui/external-link.tsx';
import { formatDateTime } from '../../../lib/dates.ts';

function dateTime(value: string | null): string {
  return value ? formatDateTime(value) : '—';
}

/**
 * The summary's fields that only some transfers have: the marketplace shipment, the ticket, the
 * resolved discrepancy, when it closed, its problems and the units it came up short.
 */
export function TransferRecordFields({
  organisationUlid,
  transfer,
}: {
  organisationUlid: string;
  transfer: Transfer;
}) {
  return (
    <>
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
            to={href('disputes', { organisation: organisationUlid }, { transfer_id: String(transfer.id) })}
          >
            Disputes of this transfer
          </Link>
        </DetailField>
      )}
    </>
  );
}
