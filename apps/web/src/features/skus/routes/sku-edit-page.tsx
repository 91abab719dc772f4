import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { ConfirmDeleteButton } from '../../../components/ui/confirm-delete-button.tsx';
import { EditRecordPage } from '../../../components/ui/edit-record-page.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { useDeleteSku } from '../api/delete-sku.ts';
import { skuQueryOptions } from '../api/get-sku.ts';
import { useUpdateSku } from '../api/update-sku.ts';
import { SkuForm } from '../components/sku-form.tsx';
import { skuFormValues } from '../components/sku-form-schema.ts';

export function SkuEditPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const id = useRouteId();
  const navigate = useNavigate();
  const sku = useQuery(skuQueryOptions(organisationUlid, id));
  const update = useUpdateSku();
  const remove = useDeleteSku({
    onSuccess: () => {
      notifySuccess(`SKU ${sku.data?.sku_id} was deleted.`, 'SKUs');
      void navigate(href('skus', { organisation: organisationUlid }));
    },
  });

  if (!sku.isSuccess) {
    return (
      <PageState
        title="Edit SKU"
        query={sku}
        loading="Loading SKU…"
        error="The SKU could not be loaded."
        notFound="This SKU does not exist, or it has been deleted."
      >
        <Link to={href('skus', { organisation: organisationUlid })}>Back to SKUs</Link>
      </PageState>
    );
  }
  const showPath = href('skus.show', { organisation: organisationUlid, id });

  return (
    <EditRecordPage
      testId="sku-edit-page"
      title={`Edit SKU ${sku.data.sku_id}`}
      actions={<Link to={showPath}>Back to SKU</Link>}
      editable={can('editOperationalData')}
      viewerNote="Viewers can look but not change SKUs."
      deleteTitle="Delete this SKU"
      deleteButton={
        <ConfirmDeleteButton
          label="Delete SKU"
          title={`Delete SKU ${sku.data.sku_id}?`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ organisationUlid, id })}
        >
          A SKU that still sells will come back with the next report. To keep it out of view, hide it instead.
        </ConfirmDeleteButton>
      }
    >
      <SkuForm
        organisationUlid={organisationUlid}
        defaultValues={skuFormValues(sku.data)}
        onSubmit={async (request) => {
          await update.mutateAsync({ organisationUlid, id, sku: request });
          notifySuccess(`SKU ${sku.data.sku_id} saved.`, 'SKUs');
          void navigate(showPath);
        }}
      />
    </EditRecordPage>
  );
}
