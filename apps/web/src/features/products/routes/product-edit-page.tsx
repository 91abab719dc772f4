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
import { useDeleteProduct } from '../api/delete-product.ts';
import { productQueryOptions } from '../api/get-product.ts';
import { useUpdateProduct } from '../api/update-product.ts';
import { ProductForm } from '../components/product-form.tsx';
import { productFormValues } from '../components/product-form-schema.ts';
import { useProductFormOptions } from '../hooks/use-product-form-options.ts';

export function ProductEditPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const formOptions = useProductFormOptions(organisationUlid);
  const id = useRouteId();
  const navigate = useNavigate();
  const product = useQuery(productQueryOptions(organisationUlid, id));
  const update = useUpdateProduct();
  const remove = useDeleteProduct({
    onSuccess: () => {
      notifySuccess(`${product.data?.name} was deleted.`, 'Products');
      void navigate(href('products', { organisation: organisationUlid }));
    },
  });

  if (!product.isSuccess) {
    return (
      <PageState
        title="Edit Product"
        query={product}
        loading="Loading product…"
        error="The product could not be loaded."
        notFound="This product does not exist, or it has been deleted."
      >
        <Link to={href('products', { organisation: organisationUlid })}>Back to products</Link>
      </PageState>
    );
  }
  const { data } = product;
  const showPath = href('products.show', { organisation: organisationUlid, id });

  return (
    <EditRecordPage
      testId="product-edit-page"
      title={`Edit ${data.name}`}
      actions={<Link to={showPath}>Back to product</Link>}
      editable={can('editOperationalData')}
      viewerNote="Viewers can look but not change products."
      deleteTitle="Delete this product"
      deleteNote="Its SKUs stay, unmapped."
      deleteButton={
        <ConfirmDeleteButton
          label="Delete product"
          title={`Delete ${data.name}?`}
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ organisationUlid, id })}
        >
          Its {data.sku_count} SKU{data.sku_count === 1 ? '' : 's'} will become unmapped, and it leaves its
          suppliers' product lists. This cannot be undone.
        </ConfirmDeleteButton>
      }
    >
      {formOptions ? (
        <ProductForm
          options={formOptions}
          product={data}
          defaultValues={productFormValues(data)}
          onSubmit={async (request) => {
            await update.mutateAsync({ organisationUlid, id, product: request });
            notifySuccess('Product saved.', 'Products');
            void navigate(showPath);
          }}
        />
      ) : (
        <LoadingState label="Loading suppliers…" />
      )}
    </EditRecordPage>
  );
}
