import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { TransferListTable } from '../../../components/transfers/transfer-list-table.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { productTransfersQueryOptions } from '../api/get-product-transfers.ts';

/** Transfers moving the product's SKUs between warehouses, latest first, with a link to all of them. */
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
      <Card.Header className="d-flex flex-wrap justify-content-between align-items-center gap-2">
        <h2 className="h5 mb-0">Transfers</h2>
        {transfers.isSuccess && transfers.data.length > 0 && (
          <Link
            to={href('transfers', { organisation: organisationUlid }, { product_id: productId })}
            className="small"
          >
            All transfers of this product
          </Link>
        )}
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
        <TransferListTable
          organisationUlid={organisationUlid}
          transfers={transfers.data}
          label="Transfers of this product"
        />
      )}
    </Card>
  );
}
