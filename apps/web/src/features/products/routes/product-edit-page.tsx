import { can, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { productQueryOptions } from '../api/get-product.ts';
import { DeleteProductButton } from '../components/delete-product-button.tsx';
import { ProductForm } from '../components/product-form.tsx';

export function ProductEditPage() {
  const { ulid, organisation } = useCurrentOrganisation();
  const id = useRouteId();
  const navigate = useNavigate();
  const product = useQuery(productQueryOptions(ulid, id));
  const editable = organisation ? can(organisation.role, 'editOperationalData') : false;

  if (product.isPending) {
    return (
      <>
        <PageHeader title="Edit Product" />
        <PageSpinner label="Loading product…" />
      </>
    );
  }
  if (product.isError) {
    return (
      <>
        <PageHeader title="Edit Product" />
        <p className="text-danger">The product could not be loaded.</p>
      </>
    );
  }
  const showPath = href('products.show', { organisation: ulid, id });

  return (
    <div data-testid="product-edit-page">
      <PageHeader title={`Edit ${product.data.name}`}>
        <Link to={showPath}>Back to product</Link>
      </PageHeader>
      {!editable && <p className="text-body-secondary">Viewers can look but not change products.</p>}
      <Card className="mb-4">
        <Card.Body>
          <fieldset disabled={!editable}>
            <ProductForm organisation={ulid} product={product.data} onSaved={() => void navigate(showPath)} />
          </fieldset>
        </Card.Body>
      </Card>
      {editable && (
        <Card border="danger">
          <Card.Body className="d-flex flex-wrap justify-content-between align-items-center gap-2">
            <div>
              <h2 className="h6 mb-1">Delete this product</h2>
              <p className="mb-0 small text-body-secondary">Its SKUs stay, unmapped.</p>
            </div>
            <DeleteProductButton organisation={ulid} product={product.data} />
          </Card.Body>
        </Card>
      )}
    </div>
  );
}
