import { href } from '@backoffice/shared';
import { Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { useCreateSupplier } from '../api/create-supplier.ts';
import { SupplierForm } from '../components/supplier-form.tsx';

export function SupplierCreatePage() {
  const { ulid } = useCurrentOrganisation();
  const navigate = useNavigate();
  const create = useCreateSupplier();
  return (
    <div data-testid="supplier-create-page">
      <PageHeader title="New Supplier">
        <Link to={href('suppliers', { organisation: ulid })}>Back to suppliers</Link>
      </PageHeader>
      <Card>
        <Card.Body>
          <SupplierForm
            organisation={ulid}
            submitLabel="Create supplier"
            pending={create.isPending}
            onSubmit={async (supplier) => {
              const created = await create.mutateAsync({ organisation: ulid, supplier });
              notifySuccess(`${created.name} was created.`, 'Suppliers');
              await navigate(href('suppliers.edit-products', { organisation: ulid, id: created.id }));
            }}
          />
        </Card.Body>
      </Card>
    </div>
  );
}
