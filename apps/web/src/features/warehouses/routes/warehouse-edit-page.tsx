import { can, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageSpinner } from '../../../components/ui/page-spinner.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { useDeleteWarehouse } from '../api/delete-warehouse.ts';
import { warehouseQueryOptions } from '../api/get-warehouse.ts';
import { useUpdateWarehouse } from '../api/update-warehouse.ts';
import { ConfirmDeleteButton } from '../components/confirm-delete-button.tsx';
import { WarehouseForm } from '../components/warehouse-form.tsx';

export function WarehouseEditPage() {
  const navigate = useNavigate();
  const { ulid: warehouseUlid = '' } = useParams();
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = can(organisation?.role ?? 'viewer', 'editOperationalData');
  const warehouse = useQuery(warehouseQueryOptions(ulid, warehouseUlid));
  const update = useUpdateWarehouse();
  const remove = useDeleteWarehouse({
    onSuccess: () => {
      notifySuccess(`${warehouse.data?.name ?? 'The warehouse'} was deleted.`, 'Warehouses');
      void navigate(href('warehouses', { organisation: ulid }));
    },
  });
  const showPath = href('warehouses.show', { organisation: ulid, ulid: warehouseUlid });

  return (
    <div data-testid="warehouse-edit">
      <PageHeader title={warehouse.data ? `Edit ${warehouse.data.name}` : 'Edit Warehouse'}>
        <Link to={showPath} className="btn btn-outline-secondary">
          Back to warehouse
        </Link>
      </PageHeader>
      {!editable && <Alert variant="light">Viewers cannot change warehouses.</Alert>}
      {warehouse.isPending ? (
        <PageSpinner label="Loading warehouse…" />
      ) : warehouse.isError ? (
        <Alert variant="danger">The warehouse could not be loaded.</Alert>
      ) : (
        <>
          <Card className="mb-4">
            <Card.Body>
              <WarehouseForm
                organisation={ulid}
                warehouse={warehouse.data}
                pending={update.isPending}
                submitLabel="Save"
                disabled={!editable}
                onSubmit={(body, showErrors) =>
                  update.mutate(
                    { organisation: ulid, warehouse: warehouseUlid, body },
                    {
                      onSuccess: (saved) => {
                        notifySuccess(`${saved.name} was saved.`, 'Warehouses');
                        void navigate(showPath);
                      },
                      onError: showErrors,
                    },
                  )
                }
              />
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
                  pending={remove.isPending}
                  onConfirm={() => remove.mutate({ organisation: ulid, warehouse: warehouseUlid })}
                />
              </Card.Body>
            </Card>
          )}
        </>
      )}
    </div>
  );
}
