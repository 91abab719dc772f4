import { href } from '@backoffice/shared';
import { Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/query-states.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useCreateSupplier } from '../api/create-supplier.ts';
import { supplierFormValues } from '../components/shipping-times.ts';
import { SupplierForm } from '../components/supplier-form.tsx';
import { useSupplierFormOptions } from '../hooks/use-supplier-form-options.ts';

export function SupplierCreatePage() {
  const { organisationUlid } = useCurrentOrganisation();
  const formOptions = useSupplierFormOptions(organisationUlid);
  const navigate = useNavigate();
  const create = useCreateSupplier();
  return (
    <div data-testid="supplier-create-page">
      <PageHeader title="New Supplier">
        <Link to={href('suppliers', { organisation: organisationUlid })}>Back to suppliers</Link>
      </PageHeader>
      <Card>
        <Card.Body>
          {formOptions ? (
            <SupplierForm
              options={formOptions}
              defaultValues={supplierFormValues()}
              submitLabel="Create supplier"
              onSubmit={async (supplier) => {
                const created = await create.mutateAsync({ organisationUlid, supplier });
                notifySuccess(`${created.name} was created.`, 'Suppliers');
                await navigate(
                  href('suppliers.edit-products', { organisation: organisationUlid, id: created.id }),
                );
              }}
            />
          ) : (
            <LoadingState label="Loading…" />
          )}
        </Card.Body>
      </Card>
    </div>
  );
}
