import { FIELD_MESSAGES } from '@backoffice/shared';
import { fieldError } from '../../lib/app-error.ts';

/** The shipments' errors, each with its stable code. */
export const shipmentErrors = {
  required: (field: 'shipment_id' | 'status') =>
    fieldError('shipments.required', field, `The ${field.replace(/_/g, ' ')} field is required.`),
  shipmentIdChanged: () =>
    fieldError(
      'shipments.shipment_id_changed',
      'shipment_id',
      "A shipment keeps Amazon's shipment id; create another shipment instead.",
    ),
  invalidWarehouse: (field: 'outgoing_warehouse_id' | 'destination_warehouse_id') =>
    fieldError(
      'shipments.invalid_warehouse',
      field,
      FIELD_MESSAGES.invalidSelection(field.replace(/_/g, ' ')),
    ),
  sameWarehouse: () =>
    fieldError(
      'shipments.same_warehouse',
      'destination_warehouse_id',
      'The destination must differ from the origin.',
    ),
  invalidReportSource: () =>
    fieldError(
      'shipments.invalid_report_source',
      'report_source_id',
      FIELD_MESSAGES.invalidSelection('report source id'),
    ),
  sellerSkuListedTwice: (index: number) =>
    fieldError(
      'shipments.seller_sku_listed_twice',
      `items.${index}.seller_sku`,
      'The seller SKU is listed twice.',
    ),
  /** Import as transfer: a seller SKU that is none of the organisation's SKUs. */
  unmappedSku: (index: number, sellerSku: string) =>
    fieldError(
      'shipments.unmapped_sku',
      `items.${index}.seller_sku`,
      `No SKU ${sellerSku}: add it to your SKUs before importing the shipment as a transfer.`,
    ),
  noItems: () =>
    fieldError('shipments.no_items', 'items', 'The shipment has no items to import as a transfer.'),
  noOrigin: () =>
    fieldError(
      'shipments.no_origin',
      'outgoing_warehouse_id',
      'Choose the warehouse the units left from (outgoing warehouse).',
    ),
  noDestination: () =>
    fieldError(
      'shipments.no_destination',
      'destination_warehouse_id',
      'Choose the fulfilment warehouse the units go into (destination warehouse).',
    ),
};
