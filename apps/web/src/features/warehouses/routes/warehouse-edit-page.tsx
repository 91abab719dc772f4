import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { LoadingState } from '../../../components/ui/query-states.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useDeleteWarehouse } from '../api/delete-warehouse.ts';
import { warehouseQueryOptions } from '../api/get-warehouse.ts';
import { useUpdateWarehouse } from '../api/update-warehouse.ts';
import { WarehouseForm } from '../components/warehouse-form.tsx';
import { warehouseFormValues } from '../components/warehouse-form-schema.ts';
import { useWarehouseFormOptions } from '../hooks/use-warehouse-form-options.ts';

export function WarehouseEditPage() {
  const navigate = useNavigate();
  const { ulid: warehouseUlid = '' } = useParams();
  const { organisationUlid, can } = useCurrentOrganisation();
  const formOptions = useWarehouseFormOptions(organisationUlid);
  const editable = can('editOperationalData');
  const warehouse = useQuery(warehouseQueryOptions(organisationUlid, warehouseUlid));
  const update = useUpdateWarehouse();
  const remove = useDeleteWarehouse({
    onSuccess: () => {
      notifySuccess(`${warehouse.data?.name ?? 'The warehouse'} was deleted.`, 'Warehouses');
      void navigate(href('warehouses', { organisation: organisationUlid }));
    },
  });
  const showPath = href('warehouses.show', { organisation: organisationUlid, ulid: warehouseUlid });

  if (!warehouse.isSuccess) {
    return (
      <PageState
        title="Edit Warehouse"
        query={warehouse}
        loading="Loading warehouse…"
        error="The warehouse could not be loaded."
        notFound="This warehouse does not exist, or it has been deleted."
      >
        <Link to={href('warehouses', { organisation: organisationUlid })}>Back to warehouses</Link>
      </PageState>
    );
  }

  return (
    <div data-testid="warehouse-edit">
      <PageHeader title={`Edit ${warehouse.data.name}`}>
        <Link to={showPath} className="btn btn-outline-secondary">
          Back to warehouse
        </Link>
      </PageHeader>
      {!editable && <Alert variant="light">Viewers cannot change warehouses.</Alert>}

      <Card className="mb-4">
        <Card.Body>
          {formOptions ? (
            <WarehouseForm
              options={formOptions}
              defaultValues={warehouseFormValues(warehouse.data)}
              submitLabel="Save"
              disabled={!editable}
              onSubmit={async (body) => {
                const saved = await update.mutateAsync({ organisationUlid, warehouseUlid, body });
                notifySuccess(`${saved.name} was saved.`, 'Warehouses');
                void navigate(showPath);
              }}
            />
          ) : (
            <LoadingState label="Loading…" />
          )}
        </Card.Body>
      </Card>
      {editable && (
        <Card border="danger">
          <Card.Body className="d-flex flex-wrap align-items-center justify-content-between gap-2">
            <div>
              <h2 className="h6 mb-1">Delete this warehouse</h2>
              <p className="small text-body-secondary mb-0">
                Only a warehouse without stock history can be deleted. This cannot be undone.
              </p>
            </div>
            <ConfirmDeleteButton
              label="Delete warehouse"
              title={`Delete ${warehouse.data.name}?`}
              pending={remove.isPending}
              onConfirm={() => remove.mutate({ organisationUlid, warehouseUlid })}
            >
              Only a warehouse without stock history can be deleted. This cannot be undone.
            </ConfirmDeleteButton>
          </Card.Body>
        </Card>
      )}
    </div>
  );
}
