import { can, href } from '@backoffice/shared';
import { Alert, Card } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { useCreateWarehouse } from '../api/create-warehouse.ts';
import { WarehouseForm } from '../components/warehouse-form.tsx';

export function WarehouseCreatePage() {
  const navigate = useNavigate();
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = can(organisation?.role ?? 'viewer', 'editOperationalData');
  const create = useCreateWarehouse();

  return (
    <div data-testid="warehouse-create">
      <PageHeader title="New Warehouse" />
      {!editable && <Alert variant="light">Viewers cannot add warehouses.</Alert>}
      <Card>
        <Card.Body>
          <WarehouseForm
            organisation={ulid}
            pending={create.isPending}
            submitLabel="Create warehouse"
            disabled={!editable}
            onSubmit={(body, showErrors) =>
              create.mutate(
                { organisation: ulid, body },
                {
                  onSuccess: (warehouse) => {
                    notifySuccess(`${warehouse.name} was created.`, 'Warehouses');
                    void navigate(href('warehouses.show', { organisation: ulid, ulid: warehouse.ulid }));
                  },
                  onError: showErrors,
                },
              )
            }
          />
        </Card.Body>
      </Card>
    </div>
  );
}
