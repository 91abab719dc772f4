import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, ListGroup, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import {
  type WarehouseTransferSummary,
  warehouseTransfersQueryOptions,
} from '../api/get-warehouse-transfers.ts';

function TransferList({
  title,
  organisationUlid,
  transfers,
}: {
  title: string;
  organisationUlid: string;
  transfers: readonly WarehouseTransferSummary[];
}) {
  return (
    <section aria-label={title}>
      <h3 className="h6">{title}</h3>
      {transfers.length === 0 ? (
        <EmptyState>No transfers yet.</EmptyState>
      ) : (
        <ListGroup>
          {transfers.map((transfer) => (
            <ListGroup.Item
              key={transfer.id}
              action
              as={Link}
              to={href('transfers.show', { organisation: organisationUlid, id: transfer.id })}
              className="d-flex justify-content-between"
            >
              <span>{transfer.name || `Transfer #${transfer.id}`}</span>
              <span className="text-body-secondary small">{transfer.status}</span>
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </section>
  );
}

export function WarehouseTransfers({
  organisationUlid,
  warehouseUlid,
}: {
  organisationUlid: string;
  warehouseUlid: string;
}) {
  const transfers = useQuery(warehouseTransfersQueryOptions(organisationUlid, warehouseUlid));
  if (transfers.isPending) return <LoadingState label="Loading transfers…" />;
  if (transfers.isError)
    return (
      <ErrorState message="The transfers could not be loaded." onRetry={() => void transfers.refetch()} />
    );
  return (
    <Row className="g-4">
      <Col md={6}>
        <TransferList
          title="Incoming"
          organisationUlid={organisationUlid}
          transfers={transfers.data.incoming}
        />
      </Col>
      <Col md={6}>
        <TransferList
          title="Outgoing"
          organisationUlid={organisationUlid}
          transfers={transfers.data.outgoing}
        />
      </Col>
    </Row>
  );
}
