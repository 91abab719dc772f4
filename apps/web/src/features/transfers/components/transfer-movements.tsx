import { href, type Movement, type Transfer } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { transferMovementsQueryOptions } from '../api/get-transfer-movements.ts';
import { signed } from './receive-form-schema.ts';

const TYPE_LABELS: Partial<Record<Movement['type'], string>> = {
  transfer_out: 'Out',
  transfer_in: 'In',
};

/** The warehouse a movement is in, by the transfer's own places (else its id). */
function warehouseOf(movement: Movement, transfer: Transfer) {
  for (const place of [transfer.outgoing_warehouse, transfer.destination_warehouse])
    if (place && place.id === movement.warehouse_id) return place;
  return null;
}

/** The ledger rows the transfer wrote: out of the origin when shipped, into the destination as received. */
export function TransferMovements({
  organisationUlid,
  transfer,
}: {
  organisationUlid: string;
  transfer: Transfer;
}) {
  const movements = useQuery(transferMovementsQueryOptions(organisationUlid, transfer.id));
  return (
    <Card className="mb-4" data-testid="transfer-movements">
      <Card.Header as="h2" className="h5">
        Stock movements
      </Card.Header>
      {movements.isPending ? (
        <LoadingState label="Loading movements…" />
      ) : movements.isError ? (
        <Card.Body>
          <ErrorState message="The movements could not be loaded." onRetry={() => void movements.refetch()} />
        </Card.Body>
      ) : movements.data.length === 0 ? (
        <Card.Body>
          <EmptyState>No stock has moved yet: shipping takes units out of the origin.</EmptyState>
        </Card.Body>
      ) : (
        <Table responsive className="mb-0 align-middle" aria-label="Stock movements">
          <thead>
            <tr>
              <th scope="col">Date</th>
              <th scope="col">Warehouse</th>
              <th scope="col">SKU</th>
              <th scope="col">Type</th>
              <th scope="col" className="text-end">
                Quantity
              </th>
            </tr>
          </thead>
          <tbody>
            {movements.data.map((movement) => {
              const place = warehouseOf(movement, transfer);
              return (
                <tr key={movement.id} data-testid="transfer-movement-row">
                  <td className="text-nowrap">{formatDateTime(movement.occurred_at)}</td>
                  <td>
                    {place ? (
                      <Link
                        to={href('warehouses.show', { organisation: organisationUlid, ulid: place.ulid })}
                      >
                        {place.name}
                      </Link>
                    ) : (
                      `Warehouse #${movement.warehouse_id}`
                    )}
                  </td>
                  <td>
                    <Link to={href('skus.show', { organisation: organisationUlid, id: movement.sku_id })}>
                      {movement.sku?.sku_id ?? `SKU #${movement.sku_id}`}
                    </Link>
                  </td>
                  <td>
                    <Badge bg="light" text="dark" className="border">
                      {TYPE_LABELS[movement.type] ?? movement.type}
                    </Badge>
                  </td>
                  <td
                    className={`text-end ${movement.quantity < 0 ? 'text-danger' : 'text-success'}`}
                    data-testid="transfer-movement-quantity"
                  >
                    {signed(movement.quantity)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
