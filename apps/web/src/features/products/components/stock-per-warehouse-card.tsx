import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { stockPerWarehouseQueryOptions } from '../api/get-stock-per-warehouse.ts';

/** Units of the product in each warehouse, with the SKUs that make them up. */
export function StockPerWarehouseCard({
  organisationUlid,
  productId,
}: {
  organisationUlid: string;
  productId: number;
}) {
  const stock = useQuery(stockPerWarehouseQueryOptions(organisationUlid, productId));
  const total = stock.data?.reduce((sum, row) => sum + row.quantity, 0) ?? 0;
  return (
    <Card className="mb-4" data-testid="stock-per-warehouse">
      <Card.Header as="h2" className="h5">
        Stock per warehouse
      </Card.Header>
      {stock.isPending ? (
        <LoadingState label="Loading stock…" />
      ) : stock.isError ? (
        <Card.Body>
          <ErrorState message="The stock could not be loaded." onRetry={() => void stock.refetch()} />
        </Card.Body>
      ) : stock.data.length === 0 ? (
        <Card.Body>
          <EmptyState>No stock in any warehouse.</EmptyState>
        </Card.Body>
      ) : (
        <Table responsive className="mb-0 align-middle" aria-label="Stock per warehouse">
          <thead>
            <tr>
              <th scope="col">Warehouse</th>
              <th scope="col">SKUs</th>
              <th scope="col" className="text-end">
                Units
              </th>
            </tr>
          </thead>
          <tbody>
            {stock.data.map((row) => (
              <tr key={row.warehouse.id}>
                <td>
                  <Link
                    to={href('warehouses.show', { organisation: organisationUlid, ulid: row.warehouse.ulid })}
                  >
                    {row.warehouse.name}
                  </Link>{' '}
                  {row.warehouse.is_fulfillment_center && (
                    <Badge bg="info" text="dark">
                      FBA
                    </Badge>
                  )}
                </td>
                <td className="small">
                  {row.skus.map((sku) => `${sku.sku_id}: ${sku.quantity}`).join(', ') || '—'}
                </td>
                <td className="text-end">{row.quantity}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={2}>
                Total
              </th>
              <td className="text-end fw-semibold">{total}</td>
            </tr>
          </tfoot>
        </Table>
      )}
    </Card>
  );
}
