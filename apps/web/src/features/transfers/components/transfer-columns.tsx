import { href, type Transfer } from '@backoffice/shared';
import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import {
  destinationName,
  originName,
  TransferProblemBadges,
  TransferStatusBadge,
  transferTitle,
} from '../../../components/transfers/transfer-badges.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';

/** The transfer list's columns; sortable ones name their TRANSFER_SORTS value. */
export function transferColumns(organisationUlid: string): DataTableColumn<Transfer>[] {
  return [
    {
      key: 'name',
      header: 'Transfer',
      sortKey: 'id',
      cell: (transfer) => (
        <>
          <Link
            to={href('transfers.show', { organisation: organisationUlid, id: transfer.id })}
            className="fw-semibold"
          >
            {transferTitle(transfer)}
          </Link>
          <div className="small text-body-secondary">
            {transfer.item_count === 1 ? '1 item' : `${transfer.item_count} items`}
          </div>
        </>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (transfer) => (
        <div className="d-flex flex-column align-items-start gap-1">
          <TransferStatusBadge status={transfer.status} />
          <TransferProblemBadges problems={transfer.problems} />
        </div>
      ),
    },
    {
      key: 'route',
      header: 'From → to',
      cell: (transfer) => (
        <span className="d-inline-flex flex-wrap align-items-center gap-1">
          <span>{originName(transfer)}</span>
          <ArrowRight aria-label="to" size={14} className="text-body-secondary" />
          <span>{destinationName(transfer)}</span>
        </span>
      ),
    },
    {
      key: 'shipping_date',
      header: 'Shipping date',
      sortKey: 'shipping_date',
      className: 'text-nowrap',
      cell: (transfer) => transfer.shipping_date ?? '—',
    },
    {
      key: 'expected_delivery_date',
      header: 'Expected',
      sortKey: 'expected_delivery_date',
      className: 'text-nowrap',
      cell: (transfer) => transfer.expected_delivery_date ?? '—',
    },
    {
      key: 'total_shipped',
      header: 'Shipped',
      sortKey: 'total_shipped',
      align: 'end',
      cell: (transfer) => (
        <span data-testid="transfer-shipped">{transfer.total_shipped.toLocaleString()}</span>
      ),
    },
    {
      key: 'total_received',
      header: 'Received',
      sortKey: 'total_received',
      align: 'end',
      cell: (transfer) => (
        <span
          data-testid="transfer-received"
          className={
            transfer.total_received !== transfer.total_shipped && transfer.total_received > 0
              ? 'text-warning-emphasis'
              : undefined
          }
        >
          {transfer.total_received.toLocaleString()}
        </span>
      ),
    },
  ];
}
