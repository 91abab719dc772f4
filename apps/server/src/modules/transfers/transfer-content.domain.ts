import type { TransferRow } from './transfers.tables.ts';

/**
 * What a person puts into a transfer, besides its items. A transfer with none of these set and no
 * item holds nothing (only defaults: status, shipping days, currency): the API neither creates nor
 * leaves one (`transfers.empty`), and the empty drafts earlier versions left are swept (issue 28).
 */
export const TRANSFER_CONTENT_COLUMNS = [
  'name',
  'fromName',
  'outgoingWarehouseId',
  'destinationWarehouseId',
  'fulfillmentCenterId',
  'reportSourceId',
  'shipmentId',
  'destinationUrl',
  'courier',
  'trackingNumber',
  'shippingCost',
  'shippingDate',
  'outgoingOrderId',
  'outgoingOrderNumber',
] as const satisfies readonly (keyof TransferRow)[];

/** Whether a transfer with these values and this many items holds nothing (TRANSFER_CONTENT_COLUMNS). */
export function holdsNothing(
  values: Partial<Record<(typeof TRANSFER_CONTENT_COLUMNS)[number], unknown>>,
  itemCount: number,
): boolean {
  return itemCount === 0 && TRANSFER_CONTENT_COLUMNS.every((column) => values[column] == null);
}
