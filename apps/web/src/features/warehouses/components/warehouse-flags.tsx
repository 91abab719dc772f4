import type { Warehouse } from '@backoffice/shared';
import { Badge } from 'react-bootstrap';

/** The two roles a warehouse can play, as badges; nothing when it plays neither. */
export function WarehouseFlags({
  warehouse,
}: {
  warehouse: Pick<Warehouse, 'is_distribution_center' | 'is_fulfillment_center'>;
}) {
  return (
    <span className="d-inline-flex flex-wrap gap-1">
      {warehouse.is_distribution_center && (
        <Badge bg="info" text="dark">
          Distribution centre
        </Badge>
      )}
      {warehouse.is_fulfillment_center && <Badge bg="primary">Fulfilment centre</Badge>}
    </span>
  );
}
