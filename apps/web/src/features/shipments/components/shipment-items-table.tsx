import { href, type ShipmentItem } from '@backoffice/shared';
import { Badge, Table } from 'react-bootstrap';
import { Link } from 'react-router';

/** A shipment's items: each seller SKU and the SKU it maps to (or "Unmapped"). */
export function ShipmentItemsTable({
  organisationUlid,
  items,
}: {
  organisationUlid: string;
  items: readonly ShipmentItem[];
}) {
  return (
    <div className="table-responsive">
      <Table size="sm" className="align-middle" aria-label="Items">
        <thead>
          <tr>
            <th scope="col">Seller SKU</th>
            <th scope="col">Your SKU</th>
            <th scope="col" className="text-end">
              Shipped
            </th>
            <th scope="col" className="text-end">
              Received
            </th>
            <th scope="col" className="text-end d-none d-sm-table-cell">
              Per case
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id} data-testid="shipment-item">
              <td className="text-nowrap">
                {item.seller_sku}
                {item.fulfillment_network_sku && (
                  <div className="small text-body-secondary">{item.fulfillment_network_sku}</div>
                )}
              </td>
              <td className="text-nowrap">
                {item.sku ? (
                  <Link to={href('skus.show', { organisation: organisationUlid, id: item.sku.id })}>
                    {item.sku.display_name}
                  </Link>
                ) : (
                  <Badge bg="warning" text="dark">
                    Unmapped
                  </Badge>
                )}
              </td>
              <td className="text-end">{item.quantity_shipped.toLocaleString()}</td>
              <td className="text-end">{item.quantity_received.toLocaleString()}</td>
              <td className="text-end d-none d-sm-table-cell">{item.quantity_in_case ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </div>
  );
}
