import { href, type TransferItem } from '@backoffice/shared';
import { Card, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/query-states.tsx';

/** Cases of a case pack, when the item has one: "4 cases" (or "4.5 cases" for a part case). */
export function caseCount(quantity: number, inCase: number | null | undefined): string | null {
  if (!inCase || inCase <= 0 || quantity <= 0) return null;
  const cases = quantity / inCase;
  const shown = Number.isInteger(cases) ? String(cases) : cases.toFixed(1);
  return `${shown} ${cases === 1 ? 'case' : 'cases'}`;
}

/** The transfer's items: shipped, received, expected and the case pack, with the difference once shipped. */
export function TransferItemsTable({
  organisationUlid,
  items,
  shipped,
}: {
  organisationUlid: string;
  items: readonly TransferItem[];
  shipped: boolean;
}) {
  if (items.length === 0)
    return (
      <Card.Body>
        <EmptyState>No items yet. Edit the transfer to add the SKUs it carries.</EmptyState>
      </Card.Body>
    );
  return (
    <Table responsive className="mb-0 align-middle" aria-label="Items">
      <thead>
        <tr>
          <th scope="col">SKU</th>
          <th scope="col" className="text-end">
            Shipped
          </th>
          <th scope="col" className="text-end">
            Received
          </th>
          <th scope="col" className="text-end">
            Expected
          </th>
          <th scope="col" className="text-end">
            In case
          </th>
        </tr>
      </thead>
      <tbody>
        {items.map((item) => {
          const difference = item.quantity_received - item.quantity_shipped;
          const cases = caseCount(item.quantity_shipped, item.quantity_in_case);
          return (
            <tr key={item.ulid} data-testid="transfer-item-row">
              <td>
                <Link
                  to={href('skus.show', { organisation: organisationUlid, id: item.sku.id })}
                  className="fw-semibold text-nowrap"
                >
                  {item.sku.sku_id}
                </Link>
                {item.sku.display_name !== item.sku.sku_id && (
                  <div className="small text-body-secondary">{item.sku.display_name}</div>
                )}
              </td>
              <td className="text-end">{item.quantity_shipped.toLocaleString()}</td>
              <td className="text-end" data-testid="item-received">
                {item.quantity_received.toLocaleString()}
                {shipped && difference !== 0 && item.quantity_received > 0 && (
                  <div className="small text-warning-emphasis">
                    {difference < 0 ? `${-difference} short` : `${difference} over`}
                  </div>
                )}
              </td>
              <td className="text-end">{item.quantity_expected.toLocaleString()}</td>
              <td className="text-end">
                {item.quantity_in_case ?? '—'}
                {cases && <div className="small text-body-secondary">{cases}</div>}
              </td>
            </tr>
          );
        })}
      </tbody>
    </Table>
  );
}
