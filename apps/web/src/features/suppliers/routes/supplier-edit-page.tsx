import { can, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { supplierQueryOptions } from '../api/get-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';
import { DeleteSupplierButton } from '../components/delete-supplier-button.tsx';
import { SupplierForm } from '../components/supplier-form.tsx';

export function SupplierEditPage() {
  const { ulid, organisation } = useCurrentOrganisation();
  const id = useRouteId();
  const editable = organisation ? can(organisation.role, 'editOperationalData') : false;
  const supplier = useQuery(supplierQueryOptions(ulid, id));
  const update = useUpdateSupplier();

  if (supplier.isPending) {
    return (
      <>
        <PageHeader title="Edit Supplier" />
        <PageSpinner label="Loading supplier…" />
      </>
    );
  }
  if (supplier.isError) {
    return (
      <>
        <PageHeader title="Edit Supplier" />
        <p className="text-danger">
          The supplier could not be loaded.{' '}
          <Link to={href('suppliers', { organisation: ulid })}>Back to suppliers</Link>
        </p>
      </>
    );
  }

  return (
    <div data-testid="supplier-edit-page">
      <PageHeader title={`Edit ${supplier.data.name}`}>
        <div className="d-flex gap-3 align-items-center">
          <Link to={href('suppliers.edit-products', { organisation: ulid, id })}>
            Products ({supplier.data.product_count})
          </Link>
          <Link to={href('suppliers', { organisation: ulid })}>Back to suppliers</Link>
        </div>
      </PageHeader>
      {!editable && <p className="text-body-secondary">Viewers can look but not change suppliers.</p>}
      <Card className="mb-4">
        <Card.Body>
          <fieldset disabled={!editable}>
            <SupplierForm
              organisation={ulid}
              supplier={supplier.data}
              submitLabel="Save"
              pending={update.isPending}
              onSubmit={async (request) => {
                await update.mutateAsync({ organisation: ulid, id, supplier: request });
                notifySuccess('Supplier saved.', 'Suppliers');
              }}
            />
          </fieldset>
        </Card.Body>
      </Card>
      {editable && (
        <Card border="danger">
          <Card.Body className="d-flex flex-wrap justify-content-between align-items-center gap-2">
            <h2 className="h6 mb-0">Delete this supplier</h2>
            <DeleteSupplierButton organisation={ulid} supplier={supplier.data} />
          </Card.Body>
        </Card>
      )}
    </div>
  );
}
