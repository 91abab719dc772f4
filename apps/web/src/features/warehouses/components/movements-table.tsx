import { href, type Movement, type MovementType } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge } from 'react-bootstrap';
import { Link } from 'react-router';
import { type DataTableColumn, Pagination } from '../../../components/ui/data-table/index.ts';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { usePageParam } from '../../../lib/use-page-param.ts';
import { warehouseMovementsQueryOptions } from '../api/get-warehouse-movements.ts';
import { formatSignedQuantity } from './adjustment-form-schema.ts';

const PER_PAGE = 25;

const TYPE_LABELS: Record<MovementType, string> = {
  receipt: 'Receipt',
  shipment: 'Shipment',
  transfer_out: 'Transfer out',
  transfer_in: 'Transfer in',
  sale: 'Sale',
  return: 'Return',
  adjustment: 'Adjustment',
  removal: 'Removal',
  lost: 'Lost',
  found: 'Found',
};

function columns(organisationUlid: string): DataTableColumn<Movement>[] {
  return [
    {
      key: 'occurred_at',
      header: 'Date',
      className: 'text-nowrap',
      cell: (movement) => formatDateTime(movement.occurred_at),
    },
    {
      key: 'sku',
      header: 'SKU',
      cell: (movement) => (
        <Link to={href('skus.show', { organisation: organisationUlid, id: movement.sku_id })}>
          {movement.sku?.display_name ?? `SKU #${movement.sku_id}`}
        </Link>
      ),
    },
    {
      key: 'type',
      header: 'Type',
      cell: (movement) => (
        <Badge bg="light" text="dark" className="border">
          {TYPE_LABELS[movement.type] ?? movement.type}
        </Badge>
      ),
    },
    {
      key: 'quantity',
      header: 'Quantity',
      align: 'end',
      cell: (movement) => (
        <span
          className={movement.quantity < 0 ? 'text-danger' : 'text-success'}
          data-testid="movement-quantity"
        >
          {formatSignedQuantity(movement.quantity)}
        </span>
      ),
    },
    { key: 'reason', header: 'Reason', cell: (movement) => movement.reason ?? '–' },
    {
      key: 'user',
      header: 'By',
      cell: (movement) => movement.user?.name || <span className="text-body-secondary">Import</span>,
    },
  ];
}

/** The warehouse's ledger, newest first: every change of its stock and who or what made it. */
export function MovementsTable({
  organisationUlid,
  warehouseUlid,
}: {
  organisationUlid: string;
  warehouseUlid: string;
}) {
  const [page, setPage] = usePageParam('movements_page');
  const movements = useQuery(
    warehouseMovementsQueryOptions(organisationUlid, warehouseUlid, { page, per_page: PER_PAGE }),
  );
  return (
    <>
      <QueryTable
        label="Movements"
        query={movements}
        errorMessage="The movements could not be loaded."
        columns={columns(organisationUlid)}
        rowKey={(movement) => movement.id}
        rowTestId="movement-row"
        emptyMessage="No stock has moved here yet."
      />
      <Pagination meta={movements.data?.meta} onPageChange={setPage} noun="movements" />
    </>
  );
}
