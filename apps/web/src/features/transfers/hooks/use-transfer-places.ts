import { expectedDeliveryDate, type Warehouse } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { type Control, useWatch } from 'react-hook-form';
import { transferFulfillmentCentersQueryOptions } from '../api/get-transfer-places.ts';
import type { TransferFormOutput, TransferFormValues } from '../components/transfer-form-schema.ts';

/**
 * The places the form has chosen, as warehouses, and what follows from them: the fulfilment
 * centres to choose from (asked only once the destination is one, since most transfers are not)
 * and the expected delivery as the server computes it.
 */
export function useTransferPlaces(
  organisationUlid: string,
  control: Control<TransferFormValues, unknown, TransferFormOutput>,
  warehouses: readonly Warehouse[],
) {
  const [originId, destinationId, centerId, shippingDate, shippingDays] = useWatch({
    control,
    name: [
      'outgoing_warehouse_id',
      'destination_warehouse_id',
      'fulfillment_center_id',
      'shipping_date',
      'shipping_days',
    ],
  });
  const origin = warehouses.find((warehouse) => String(warehouse.id) === originId);
  const destination = warehouses.find((warehouse) => String(warehouse.id) === destinationId);
  const destinationIsFc = destination?.is_fulfillment_center === true;
  const centers = useQuery({
    ...transferFulfillmentCentersQueryOptions(organisationUlid),
    enabled: destinationIsFc,
  });
  const days = Number(shippingDays);
  const expected =
    shippingDate && /^\d{4}-\d{2}-\d{2}$/.test(shippingDate) && Number.isInteger(days) && days >= 0
      ? expectedDeliveryDate(shippingDate, days)
      : null;
  return {
    originId,
    destinationId,
    centerId,
    origin,
    destination,
    destinationIsFc,
    centers: centers.data?.data ?? [],
    expected,
  };
}

export type TransferPlaces = ReturnType<typeof useTransferPlaces>;
