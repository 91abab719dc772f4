import { href, type PurchaseOrderRequest } from '@backoffice/shared';
import { Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useSavePurchaseOrder } from '../api/save-purchase-order.ts';
import { purchaseOrderFormValues } from '../components/purchase-order-form-schema.ts';
import { PurchaseOrderEditor } from './purchase-order-editor.tsx';

/** purchase-orders/create: a draft saved, then its edit screen. */
export function NewPurchaseOrder() {
  const { organisationUlid } = useCurrentOrganisation();
  const navigate = useNavigate();
  const save = useSavePurchaseOrder();
  const listPath = href('purchase-orders', { organisation: organisationUlid });
  return (
    <div data-testid="purchase-order-create-page">
      <PageHeader title="New Purchase Order">
        <Link to={listPath}>Back to purchase orders</Link>
      </PageHeader>
      <Card>
        <Card.Body>
          <PurchaseOrderEditor
            organisationUlid={organisationUlid}
            defaultValues={purchaseOrderFormValues()}
            onSubmit={async (request: PurchaseOrderRequest) => {
              const order = await save.mutateAsync({ organisationUlid, purchaseOrder: request });
              notifySuccess(`Purchase order ${order.id} saved as a draft.`, 'Purchase orders');
              void navigate(href('purchase-orders.edit', { organisation: organisationUlid, id: order.id }));
            }}
          />
        </Card.Body>
      </Card>
    </div>
  );
}
