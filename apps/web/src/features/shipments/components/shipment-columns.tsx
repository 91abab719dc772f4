import { href, type Shipment } from '@backoffice/shared';
import { Badge, Button } from 'react-bootstrap';
import { Link } from 'react-router';
import { TransferStatusBadge } from '../../../components/transfers/transfer-badges.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { ShipmentStatusBadge } from './shipment-status-badge.tsx';

/** The shipment list's columns; sortable ones name their SHIPMENT_SORTS value. `onOpen` shows a shipment's details. */
export function shipmentColumns(
  organisationUlid: string,
  onOpen: (shipment: Shipment) => void,
): DataTableColumn<Shipment>[] {
  return [
    {
      key: 'shipment_id',
      header: 'Shipment',
      sortKey: 'shipment_id',
      cell: (shipment) => (
        <>
          <Button
            variant="link"
            className="p-0 fw-semibold text-start text-break"
            onClick={() => onOpen(shipment)}
            data-testid="shipment-open"
          >
            {shipment.shipment_id}
          </Button>
          {shipment.name && <div className="small text-body-secondary text-break">{shipment.name}</div>}
          {shipment.inbound_plan && (
            <div className="small text-body-secondary text-break" data-testid="shipment-plan">
              Plan: {shipment.inbound_plan.name ?? shipment.inbound_plan.id}
            </div>
          )}
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (shipment) => (
        <div className="d-flex flex-column align-items-start gap-1">
          <ShipmentStatusBadge status={shipment.status} />
          {shipment.unmapped_count > 0 && (
            <Badge bg="warning" text="dark">
              {shipment.unmapped_count === 1 ? '1 unmapped SKU' : `${shipment.unmapped_count} unmapped SKUs`}
            </Badge>
          )}
        </div>
      ),
    },
    {
      key: 'destination',
      header: 'Destination FC',
      cell: (shipment) => shipment.destination_fulfillment_center ?? '—',
    },
    {
      key: 'total_shipped',
      header: 'Shipped',
      sortKey: 'total_shipped',
      align: 'end',
      cell: (shipment) => (
        <span data-testid="shipment-shipped">{shipment.total_shipped.toLocaleString()}</span>
      ),
    },
    {
      key: 'total_received',
      header: 'Received',
      align: 'end',
      cell: (shipment) => (
        <span
          data-testid="shipment-received"
          className={
            shipment.total_received !== shipment.total_shipped && shipment.total_received > 0
              ? 'text-warning-emphasis'
              : undefined
          }
        >
          {shipment.total_received.toLocaleString()}
        </span>
      ),
    },
    {
      key: 'transfer',
      header: 'Transfer',
      cell: (shipment) =>
        shipment.transfer ? (
          <span className="d-inline-flex flex-wrap align-items-center gap-1">
            <Link to={href('transfers.show', { organisation: organisationUlid, id: shipment.transfer.id })}>
              #{shipment.transfer.id}
            </Link>
            <TransferStatusBadge status={shipment.transfer.status} />
          </span>
        ) : (
          <span className="text-body-secondary">Not imported</span>
        ),
    },
  ];
}
