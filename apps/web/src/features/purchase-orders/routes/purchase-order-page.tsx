import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';

import { Card } from 'react-bootstrap';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useDeletePurchaseOrder } from '../api/delete-purchase-order.ts';
import { purchaseOrderQueryOptions } from '../api/get-purchase-order.ts';
import { usePurchaseOrderAction } from '../api/purchase-order-action.ts';
import { useSavePurchaseOrder } from '../api/save-purchase-order.ts';
import { DeleteDraftCard } from '../components/delete-draft-card.tsx';
import { PrintButtons } from '../components/print-buttons.tsx';
import { PurchaseOrderActions } from '../components/purchase-order-actions.tsx';
import { PurchaseOrderDocument } from '../components/purchase-order-document.tsx';
import { purchaseOrderFormValues } from '../components/purchase-order-form-schema.ts';
import { PurchaseOrderStatusBadge } from '../components/purchase-order-status-badge.tsx';
import { purchaseOrderPaths } from '../purchase-orders-paths.ts';
import { NewPurchaseOrder } from './new-purchase-order.tsx';
import { PurchaseOrderEditor } from './purchase-order-editor.tsx';

/** purchase-orders/create and purchase-orders/{id}/edit: one screen (spec section 2). */
export function PurchaseOrderPage() {
  const { id } = useParams();
  return id === undefined ? <NewPurchaseOrder /> : <ExistingPurchaseOrder id={Number(id)} />;
}

function ExistingPurchaseOrder({ id }: { id: number }) {
  const { organisationUlid, organisation, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const navigate = useNavigate();
  const order = useQuery(purchaseOrderQueryOptions(organisationUlid, id));
  const save = useSavePurchaseOrder();
  const act = usePurchaseOrderAction();
  const listPath = href('purchase-orders', { organisation: organisationUlid });
  const remove = useDeletePurchaseOrder({
    onSuccess: () => {
      notifySuccess(`Purchase order ${id} was deleted.`, 'Purchase orders');
      void navigate(listPath);
    },
  });

  if (!order.isSuccess)
    return (
      <PageState
        title="Purchase Order"
        query={order}
        loading="Loading purchase order…"
        error="The purchase order could not be loaded."
        notFound="This purchase order does not exist, or it has been deleted."
      >
        <Link to={listPath}>Back to purchase orders</Link>
      </PageState>
    );
  const { data } = order;
  const draft = data.status === 'DRAFT';

  return (
    <div data-testid="purchase-order-page">
      <div className="d-print-none">
        <PageHeader
          title={
            <span className="d-inline-flex flex-wrap align-items-center gap-2">
              Purchase order {data.id} <PurchaseOrderStatusBadge status={data.status} />
            </span>
          }
        >
          <div className="d-flex flex-wrap gap-2 align-items-center">
            {editable && (
              <PurchaseOrderActions
                order={data}
                pending={act.isPending}
                onAction={async (action) => {
                  const next = await act.mutateAsync({ organisationUlid, id, action });
                  notifySuccess(
                    `Purchase order ${id}: ${next.status.toLowerCase().replace(/_/g, ' ')}.`,
                    'Purchase orders',
                  );
                }}
                onReceive={async (receipt) => {
                  const next = await act.mutateAsync({
                    organisationUlid,
                    id,
                    action: 'receive',
                    body: receipt,
                  });
                  notifySuccess(
                    `Received: ${next.total_received} of ${next.total_quantity} units are in ${next.warehouse.name}.`,
                    'Purchase orders',
                  );
                }}
              />
            )}
            <PrintButtons pdfHref={purchaseOrderPaths.pdf(organisationUlid, id)} />
            <Link to={listPath}>Back to purchase orders</Link>
          </div>
        </PageHeader>
        {!editable && <p className="text-body-secondary">Viewers can look but not change purchase orders.</p>}
        {draft && editable && (
          <Card className="mb-4">
            <Card.Body>
              <PurchaseOrderEditor
                key={data.updated_at}
                organisationUlid={organisationUlid}
                defaultValues={purchaseOrderFormValues(data)}
                expected={{ ready: data.expected_ready_date, arrival: data.expected_arrival_date }}
                onSubmit={async (request) => {
                  await save.mutateAsync({ organisationUlid, id, purchaseOrder: request });
                  notifySuccess(`Purchase order ${id} saved.`, 'Purchase orders');
                }}
              />
            </Card.Body>
          </Card>
        )}
      </div>
      <Card className="mb-4">
        <Card.Body>
          <PurchaseOrderDocument order={data} organisationName={organisation?.name ?? ''} />
        </Card.Body>
      </Card>
      {draft && editable && (
        <DeleteDraftCard
          id={id}
          pending={remove.isPending}
          onConfirm={() => remove.mutate({ organisationUlid, id })}
        />
      )}
    </div>
  );
}
