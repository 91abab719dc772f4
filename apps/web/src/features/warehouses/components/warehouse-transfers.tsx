import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Col, ListGroup, Row } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import {
  type WarehouseTransferSummary,
  warehouseTransfersQueryOptions,
} from '../api/get-warehouse-transfers.ts';

function TransferList({
  title,
  organisation,
  transfers,
}: {
  title: string;
  organisation: string;
  transfers: readonly WarehouseTransferSummary[];
}) {
  return (
    <section aria-label={title}>
      <h3 className="h6">{title}</h3>
      {transfers.length === 0 ? (
        <p className="text-body-secondary">No transfers yet.</p>
      ) : (
        <ListGroup>
          {transfers.map((transfer) => (
            <ListGroup.Item
              key={transfer.id}
              action
              as={Link}
              to={href('transfers.show', { organisation, id: transfer.id })}
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

export function WarehouseTransfers({ organisation, warehouse }: { organisation: string; warehouse: string }) {
  const transfers = useQuery(warehouseTransfersQueryOptions(organisation, warehouse));
  if (transfers.isPending) return <PageSpinner label="Loading transfers…" />;
  if (transfers.isError) return <p className="text-danger">The transfers could not be loaded.</p>;
  return (
    <Row className="g-4">
      <Col md={6}>
        <TransferList title="Incoming" organisation={organisation} transfers={transfers.data.incoming} />
      </Col>
      <Col md={6}>
        <TransferList title="Outgoing" organisation={organisation} transfers={transfers.data.outgoing} />
      </Col>
    </Row>
  );
}
