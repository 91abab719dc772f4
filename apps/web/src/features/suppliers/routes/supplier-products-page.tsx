import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { supplierQueryOptions } from '../api/get-supplier.ts';
import { useUpdateSupplierProducts } from '../api/update-supplier-products.ts';
import { SupplierProductsForm } from '../components/supplier-products-form.tsx';
import { supplierProductsFormValues } from '../components/supplier-products-form-schema.ts';

export function SupplierProductsPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const id = useRouteId();
  const supplier = useQuery(supplierQueryOptions(organisationUlid, id));
  const save = useUpdateSupplierProducts();

  if (!supplier.isSuccess) {
    return (
      <PageState
        title="Supplier Products"
        query={supplier}
        loading="Loading supplier…"
        error="The supplier could not be loaded."
        notFound="This supplier does not exist, or it has been deleted."
      >
        <Link to={href('suppliers', { organisation: organisationUlid })}>Back to suppliers</Link>
      </PageState>
    );
  }

  return (
    <div data-testid="supplier-products-page">
      <PageHeader title={`Products from ${supplier.data.name}`}>
        <Link to={href('suppliers.edit', { organisation: organisationUlid, id })}>Edit supplier</Link>
      </PageHeader>
      <p className="text-body-secondary">
        Buffer days are added to the delivery estimate as a safety margin; production lead days are how long
        the supplier needs to make an order. The minimums are the least the supplier takes of a product in one
        order, in units and in value; a suggested order is rounded up to meet them.
        {!supplier.data.currency &&
          ' A minimum order value needs the supplier’s currency, set on the supplier.'}
      </p>
      <Card>
        <Card.Body>
          <fieldset disabled={!can('editOperationalData')}>
            <SupplierProductsForm
              organisationUlid={organisationUlid}
              currency={supplier.data.currency}
              defaultValues={supplierProductsFormValues(supplier.data)}
              onSubmit={async (products) => {
                await save.mutateAsync({ organisationUlid, id, products });
                notifySuccess('Supplier products saved.', 'Suppliers');
              }}
            />
          </fieldset>
        </Card.Body>
      </Card>
    </div>
  );
}
