import { href, type Product, skuDisplayName } from '@backoffice/shared';
import { Badge, Card, Table } from 'react-bootstrap';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/query-states.tsx';

type ProductSku = NonNullable<Product['skus']>[number];

/** The product's SKUs, each named by the spec's display rule and linking to its detail. */
export function ProductSkusCard({
  organisationUlid,
  product,
}: {
  organisationUlid: string;
  product: Product;
}) {
  const skus: ProductSku[] = product.skus ?? [];
  return (
    <Card className="mb-4" data-testid="product-skus">
      <Card.Header className="d-flex justify-content-between align-items-center">
        <h2 className="h5 mb-0">SKUs</h2>
        <Link
          to={href('skus', { organisation: organisationUlid }, { product_id: product.id })}
          className="small"
        >
          Open in SKU list
        </Link>
      </Card.Header>
      {skus.length === 0 ? (
        <Card.Body>
          <EmptyState>
            No SKUs yet. Map some on the{' '}
            <Link to={href('skus.mapping', { organisation: organisationUlid })}>SKU mapping</Link> screen.
          </EmptyState>
        </Card.Body>
      ) : (
        <Table responsive hover className="mb-0 align-middle" aria-label="SKUs of this product">
          <thead>
            <tr>
              <th scope="col">SKU</th>
              <th scope="col">ASIN</th>
              <th scope="col" className="text-end">
                Stock
              </th>
            </tr>
          </thead>
          <tbody>
            {skus.map((sku) => (
              <tr key={sku.id} data-testid="product-sku-row">
                <td>
                  <Link to={href('skus.show', { organisation: organisationUlid, id: sku.id })}>
                    {skuDisplayName({ productName: product.name, skuId: sku.sku_id })}
                  </Link>{' '}
                  {sku.is_hidden && <Badge bg="secondary">Hidden</Badge>}
                </td>
                <td>{sku.asin ?? '—'}</td>
                <td className="text-end">{sku.stock}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
