import { can, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { supplierQueryOptions } from '../api/get-supplier.ts';
import { SupplierProductsForm } from '../components/supplier-products-form.tsx';

export function SupplierProductsPage() {
  const { ulid, organisation } = useCurrentOrganisation();
  const id = useRouteId();
  const editable = organisation ? can(organisation.role, 'editOperationalData') : false;
  const supplier = useQuery(supplierQueryOptions(ulid, id));

  if (supplier.isPending) {
    return (
      <>
        <PageHeader title="Supplier Products" />
        <PageSpinner label="Loading supplier…" />
      </>
    );
  }
  if (supplier.isError) {
    return (
      <>
        <PageHeader title="Supplier Products" />
        <p className="text-danger">The supplier could not be loaded.</p>
      </>
    );
  }

  return (
    <div data-testid="supplier-products-page">
      <PageHeader title={`Products from ${supplier.data.name}`}>
        <Link to={href('suppliers.edit', { organisation: ulid, id })}>Edit supplier</Link>
      </PageHeader>
      <p className="text-body-secondary">
        Buffer days are added to the delivery estimate as a safety margin; production lead days are how long
        the supplier needs to make an order.
      </p>
      <Card>
        <Card.Body>
          <fieldset disabled={!editable}>
            <SupplierProductsForm organisation={ulid} supplier={supplier.data} />
          </fieldset>
        </Card.Body>
      </Card>
    </div>
  );
}
