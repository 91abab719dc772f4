import { href } from '@backoffice/shared';
import { Alert, Card } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { LoadingState } from '../../../components/ui/query-states.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useCreateWarehouse } from '../api/create-warehouse.ts';
import { WarehouseForm } from '../components/warehouse-form.tsx';
import { warehouseFormValues } from '../components/warehouse-form-schema.ts';
import { useWarehouseFormOptions } from '../hooks/use-warehouse-form-options.ts';

export function WarehouseCreatePage() {
  const navigate = useNavigate();
  const { organisationUlid, can } = useCurrentOrganisation();
  const formOptions = useWarehouseFormOptions(organisationUlid);
  const editable = can('editOperationalData');
  const create = useCreateWarehouse();

  return (
    <div data-testid="warehouse-create">
      <PageHeader title="New Warehouse" />
      {!editable && <Alert variant="light">Viewers cannot add warehouses.</Alert>}
      <Card>
        <Card.Body>
          {formOptions ? (
            <WarehouseForm
              options={formOptions}
              defaultValues={warehouseFormValues()}
              submitLabel="Create warehouse"
              disabled={!editable}
              onSubmit={async (body) => {
                const warehouse = await create.mutateAsync({ organisationUlid, body });
                notifySuccess(`${warehouse.name} was created.`, 'Warehouses');
                void navigate(
                  href('warehouses.show', { organisation: organisationUlid, ulid: warehouse.ulid }),
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
