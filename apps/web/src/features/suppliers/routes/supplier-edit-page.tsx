import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { EditRecordPage } from '../../../components/ui/edit-record-page.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { LoadingState } from '../../../components/ui/query-states.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { useDeleteSupplier } from '../api/delete-supplier.ts';
import { supplierQueryOptions } from '../api/get-supplier.ts';
import { useUpdateSupplier } from '../api/update-supplier.ts';
import { supplierFormValues } from '../components/shipping-times.ts';
import { SupplierForm } from '../components/supplier-form.tsx';
import { SupplierLeadTimes } from '../components/supplier-lead-times.tsx';
import { useSupplierFormOptions } from '../hooks/use-supplier-form-options.ts';

export function SupplierEditPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const formOptions = useSupplierFormOptions(organisationUlid);
  const id = useRouteId();
  const navigate = useNavigate();
  const supplier = useQuery(supplierQueryOptions(organisationUlid, id));
  const update = useUpdateSupplier();
  const remove = useDeleteSupplier({
    onSuccess: () => {
      notifySuccess(`${supplier.data?.name} was deleted.`, 'Suppliers');
      void navigate(href('suppliers', { organisation: organisationUlid }));
    },
  });
  const listPath = href('suppliers', { organisation: organisationUlid });

  if (!supplier.isSuccess) {
    return (
      <PageState
        title="Edit Supplier"
        query={supplier}
        loading="Loading supplier…"
        error="The supplier could not be loaded."
        notFound="This supplier does not exist, or it has been deleted."
      >
        <Link to={listPath}>Back to suppliers</Link>
      </PageState>
    );
  }
  const { data } = supplier;

  return (
    <EditRecordPage
      testId="supplier-edit-page"
      title={`Edit ${data.name}`}
      actions={
        <div className="d-flex gap-3 align-items-center">
          <Link to={href('suppliers.edit-products', { organisation: organisationUlid, id })}>
            Products ({data.product_count})
          </Link>
          <Link to={listPath}>Back to suppliers</Link>
        </div>
      }
      editable={can('editOperationalData')}
      viewerNote="Viewers can look but not change suppliers."
      below={
        <SupplierLeadTimes
          organisationUlid={organisationUlid}
          supplier={data}
          editable={can('editOperationalData')}
        />
      }
      deleteTitle="Delete this supplier"
      deleteButton={
        <ConfirmDeleteButton
          label="Delete supplier"
          title={`Delete ${data.name}?`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ organisationUlid, id })}
        >
          Its shipping times and product links go with it; products keep existing, without this supplier.
        </ConfirmDeleteButton>
      }
    >
      {formOptions ? (
        <SupplierForm
          options={formOptions}
          supplier={data}
          defaultValues={supplierFormValues(data)}
          submitLabel="Save"
          onSubmit={async (request) => {
            await update.mutateAsync({ organisationUlid, id, supplier: request });
            notifySuccess('Supplier saved.', 'Suppliers');
          }}
        />
      ) : (
        <LoadingState label="Loading…" />
      )}
    </EditRecordPage>
  );
}
