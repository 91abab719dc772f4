import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Badge, Card, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { productTransfersQueryOptions } from '../api/get-product-transfers.ts';

/** Transfers moving the product's SKUs between warehouses. */
export function ProductTransfersCard({
  organisationUlid,
  productId,
}: {
  organisationUlid: string;
  productId: number;
}) {
  const transfers = useQuery(productTransfersQueryOptions(organisationUlid, productId));
  return (
    <Card className="mb-4" data-testid="product-transfers">
      <Card.Header as="h2" className="h5">
        Transfers
      </Card.Header>
      {transfers.isPending ? (
        <LoadingState label="Loading transfers…" />
      ) : transfers.isError ? (
        <Card.Body>
          <ErrorState message="The transfers could not be loaded." onRetry={() => void transfers.refetch()} />
        </Card.Body>
      ) : transfers.data.length === 0 ? (
        <Card.Body>
          <EmptyState>No transfers yet</EmptyState>
        </Card.Body>
      ) : (
        <Table responsive hover className="mb-0 align-middle" aria-label="Transfers of this product">
          <thead>
            <tr>
              <th scope="col">Transfer</th>
              <th scope="col">Status</th>
              <th scope="col">Shipping date</th>
            </tr>
          </thead>
          <tbody>
            {transfers.data.map((transfer) => (
              <tr key={transfer.id}>
                <td>
                  <Link to={href('transfers.show', { organisation: organisationUlid, id: transfer.id })}>
                    {transfer.name || `Transfer #${transfer.id}`}
                  </Link>
                </td>
                <td>{transfer.status ? <Badge bg="secondary">{transfer.status}</Badge> : '—'}</td>
                <td>{transfer.shipping_date ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
