import { href, type Product } from '@backoffice/shared';
import { Badge, Card, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/query-states.tsx';
import { formatMoney } from '../../../lib/money.ts';

/** Who supplies the product, with the lead days each supplier needs and the least it takes in one order. */
export function ProductSuppliersCard({
  organisationUlid,
  product,
}: {
  organisationUlid: string;
  product: Product;
}) {
  const suppliers = product.suppliers ?? [];
  return (
    <Card className="mb-4" data-testid="product-suppliers">
      <Card.Header as="h2" className="h5">
        Suppliers
      </Card.Header>
      {suppliers.length === 0 ? (
        <Card.Body>
          <EmptyState>
            No supplier supplies this product yet. Add it on a supplier's{' '}
            <Link to={href('suppliers', { organisation: organisationUlid })}>products</Link>.
          </EmptyState>
        </Card.Body>
      ) : (
        <Table responsive className="mb-0 align-middle" aria-label="Suppliers of this product">
          <thead>
            <tr>
              <th scope="col">Supplier</th>
              <th scope="col" className="text-end">
                Buffer days
              </th>
              <th scope="col" className="text-end">
                Production lead days
              </th>
              <th scope="col" className="text-end">
                Min. order qty
              </th>
              <th scope="col" className="text-end">
                Min. order value
              </th>
            </tr>
          </thead>
          <tbody>
            {suppliers.map((supplier) => (
              <tr key={supplier.id}>
                <td>
                  <Link
                    to={href('suppliers.edit-products', { organisation: organisationUlid, id: supplier.id })}
                  >
                    {supplier.name}
                  </Link>{' '}
                  {supplier.id === product.supplier_id && <Badge bg="primary">Main</Badge>}
                </td>
                <td className="text-end">{supplier.pivot.buffer_days}</td>
                <td className="text-end">{supplier.pivot.production_lead_days}</td>
                <td className="text-end">{supplier.pivot.min_order_quantity ?? '—'}</td>
                <td className="text-end">{formatMoney(supplier.pivot.min_order_value, supplier.currency)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
