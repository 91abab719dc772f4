import type { PurchaseOrderRequest } from '@backoffice/shared';
import { LoadingState } from '../../../components/ui/query-states.tsx';
import { PurchaseOrderForm } from '../components/purchase-order-form.tsx';
import type { PurchaseOrderFormInput } from '../components/purchase-order-form-schema.ts';
import { usePurchaseOrderFormOptions } from '../hooks/use-purchase-order-form-options.ts';

/** The purchase order form once the suppliers and warehouses it offers are there. */
export function PurchaseOrderEditor({
  organisationUlid,
  defaultValues,
  expected,
  onSubmit,
}: {
  organisationUlid: string;
  defaultValues: PurchaseOrderFormInput;
  expected?: { ready: string; arrival: string };
  onSubmit: (request: PurchaseOrderRequest) => Promise<unknown>;
}) {
  const options = usePurchaseOrderFormOptions(organisationUlid);
  if (!options) return <LoadingState label="Loading…" />;
  return (
    <PurchaseOrderForm
      organisationUlid={organisationUlid}
      options={options}
      defaultValues={defaultValues}
      expected={expected}
      submitLabel="Save draft"
      onSubmit={onSubmit}
    />
  );
}
