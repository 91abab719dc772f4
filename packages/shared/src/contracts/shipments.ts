import { z } from 'zod';
import type { TransferStatus } from '../domain/transfers.ts';
import { TRANSFER_STATUSES } from '../domain/transfers.ts';
import { INT4_MAX, idField, idParam, isoDateTime } from './fields.ts';
import { listQuerySchema, queryBoolean } from './lists.ts';

/**
 * The marketplace's inbound shipments (Amazon's Fulfillment Inbound v0: InboundShipmentInfo and
 * InboundShipmentItem in Amazon's Selling Partner API models; and the shipments of Send to Amazon's
 * inbound plans, Fulfillment Inbound 2024-03-20, one row with v0's by the FBA id), as a report
 * source syncs them or a file brings them. "Import as transfer" makes or updates the transfer linked by shipment_id.
 */

/** Amazon's ShipmentStatusList values (the ShipmentStatus definition omits READY_TO_SHIP). */
export const SHIPMENT_STATUSES = [
  'WORKING',
  'READY_TO_SHIP',
  'SHIPPED',
  'IN_TRANSIT',
  'DELIVERED',
  'CHECKED_IN',
  'RECEIVING',
  'CLOSED',
  'CANCELLED',
  'DELETED',
  'ERROR',
] as const;
export type ShipmentStatus = (typeof SHIPMENT_STATUSES)[number];

export const LABEL_PREP_TYPES = ['NO_LABEL', 'SELLER_LABEL', 'AMAZON_LABEL'] as const;
export type LabelPrepType = (typeof LABEL_PREP_TYPES)[number];

/**
 * The transfer status a shipment's status stands for (the transfer machine mirrors Amazon's
 * inbound statuses; docs/domain/status-machines.md). CHECKED_IN is delivered and not yet
 * receiving; DELETED (cancelled before sending) and CANCELLED both cancel.
 */
export const TRANSFER_STATUS_OF_SHIPMENT = {
  WORKING: 'DRAFT',
  READY_TO_SHIP: 'READY',
  SHIPPED: 'SHIPPED',
  IN_TRANSIT: 'IN_TRANSIT',
  DELIVERED: 'DELIVERED',
  CHECKED_IN: 'DELIVERED',
  RECEIVING: 'RECEIVING',
  CLOSED: 'CLOSED',
  CANCELLED: 'CANCELLED',
  DELETED: 'CANCELLED',
  ERROR: 'ERROR',
} as const satisfies Record<ShipmentStatus, TransferStatus>;

/** Amazon's statuses in which the units have left the seller (a transfer of it has shipped). */
export const SHIPMENT_SENT_STATUSES: readonly ShipmentStatus[] = [
  'SHIPPED',
  'IN_TRANSIT',
  'DELIVERED',
  'CHECKED_IN',
  'RECEIVING',
  'CLOSED',
];

/**
 * Seller Central's page of an inbound shipment, on the marketplace's Seller Central host
 * (e.g. sellercentral.amazon.com): the transfer's destination_url.
 */
export function sellerCentralShipmentUrl(host: string, shipmentId: string): string {
  return `https://${host}/gp/fba/inbound-shipment-workflow/index.html#${encodeURIComponent(shipmentId)}/summary/tracking`;
}

const label = (field: string) => field.replace(/_/g, ' ');

/** Amazon's shipment ids look like FBA15ABCD1234: letters and digits (a few tools add - or _). */
export const SHIPMENT_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,49}$/;

export const shipmentIdField = z
  .string({ error: 'The shipment id field is required.' })
  .trim()
  .min(1, 'The shipment id field is required.')
  .regex(SHIPMENT_ID_PATTERN, 'The shipment id must be letters and digits, such as FBA15ABCD1234.')
  .transform((value) => value.toUpperCase());

const text = (field: string, max = 255) =>
  z
    .string({ error: `The ${label(field)} field must be a string.` })
    .trim()
    .max(max, `The ${label(field)} field must not be greater than ${max} characters.`)
    .transform((value) => (value === '' ? null : value));

const quantity = (field: string) =>
  z
    .number({ error: `The ${label(field)} field must be a whole number.` })
    .int(`The ${label(field)} field must be a whole number.`)
    .min(0, `The ${label(field)} field must be at least 0.`)
    .max(INT4_MAX, `The ${label(field)} field must not be greater than ${INT4_MAX}.`);

/** A fulfilment centre code as Amazon writes it (PHX7, LTN1): upper-cased. */
const centreCode = text('destination_fulfillment_center', 20).transform(
  (value) => value?.toUpperCase() ?? null,
);

export const shipmentItemSchema = z
  .object({
    id: z.number().int(),
    seller_sku: z.string(),
    fulfillment_network_sku: z.string().nullable(),
    /** The organisation's SKU whose sku_id is seller_sku; null while unmapped. */
    sku_id: z.number().int().nullable(),
    sku: z.object({ id: z.number().int(), sku_id: z.string(), display_name: z.string() }).nullable(),
    quantity_shipped: z.number().int(),
    quantity_received: z.number().int(),
    quantity_in_case: z.number().int().nullable(),
  })
  .meta({ id: 'ShipmentItem' });
export type ShipmentItem = z.infer<typeof shipmentItemSchema>;

export const shipmentSchema = z
  .object({
    id: z.number().int(),
    shipment_id: z.string().describe("Amazon's shipment id, e.g. FBA15ABCD1234"),
    name: z.string().nullable(),
    status: z.enum(SHIPMENT_STATUSES),
    report_source_id: z.number().int().nullable(),
    destination_fulfillment_center: z
      .string()
      .nullable()
      .describe("Amazon's DestinationFulfillmentCenterId, e.g. PHX7"),
    fulfillment_center: z
      .object({ id: z.number().int(), name: z.string() })
      .nullable()
      .describe("The organisation's fulfilment centre of that code (by name or reference code)"),
    destination_warehouse_id: z.number().int().nullable(),
    destination_warehouse: z.object({ id: z.number().int(), ulid: z.string(), name: z.string() }).nullable(),
    outgoing_warehouse_id: z
      .number()
      .int()
      .nullable()
      .describe('Where the units left from: the origin of the imported transfer'),
    outgoing_warehouse: z.object({ id: z.number().int(), ulid: z.string(), name: z.string() }).nullable(),
    label_prep_type: z.enum(LABEL_PREP_TYPES).nullable(),
    are_cases_required: z.boolean().nullable(),
    inbound_plan: z
      .object({ id: z.string(), name: z.string().nullable() })
      .nullable()
      .describe(
        "The Send to Amazon inbound plan it belongs to (Amazon's inboundPlanId and name); null when unknown",
      ),
    inbound_shipment_id: z
      .string()
      .nullable()
      .describe('The Fulfillment Inbound 2024-03-20 id of the shipment in its plan (not the FBA id)'),
    auto_import: z.boolean().describe('Every update of the shipment updates its transfer too'),
    import_error: z
      .string()
      .nullable()
      .describe('Why the last automatic import into the transfer failed; null once it succeeds'),
    transfer: z
      .object({ id: z.number().int(), status: z.enum(TRANSFER_STATUSES) })
      .nullable()
      .describe('The transfer of the same shipment_id'),
    total_shipped: z.number().int(),
    total_received: z.number().int(),
    item_count: z.number().int(),
    unmapped_count: z.number().int().describe('Items whose seller_sku matches none of the SKUs'),
    items: z.array(shipmentItemSchema).optional().describe('On the shipment itself, not in lists'),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Shipment' });
export type Shipment = z.infer<typeof shipmentSchema>;

export const SHIPMENT_SORTS = ['id', 'shipment_id', 'name', 'status', 'total_shipped', 'updated_at'] as const;
export type ShipmentSort = (typeof SHIPMENT_SORTS)[number];

/** A list of statuses, comma-separated in the query string (status=SHIPPED,IN_TRANSIT). */
const statusList = z
  .union([z.string(), z.array(z.string())])
  .transform((value) => (Array.isArray(value) ? value.join(',') : value).split(',').filter(Boolean))
  .pipe(
    z.array(z.enum(SHIPMENT_STATUSES, { error: 'The status must be one of Amazon’s statuses.' })).max(11),
  );

export const shipmentListQuerySchema = listQuerySchema(SHIPMENT_SORTS, 'updated_at', {
  status: statusList.optional(),
  destination_fulfillment_center: z.string().trim().toUpperCase().max(20).optional(),
  linked: queryBoolean.optional().describe('true: has a transfer; false: has none'),
});
export type ShipmentListQuery = z.infer<typeof shipmentListQuerySchema>;

export const shipmentParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });

export const shipmentItemRequestSchema = z.object({
  seller_sku: z
    .string({ error: 'The seller sku field is required.' })
    .trim()
    .min(1, 'The seller sku field is required.')
    .max(255, 'The seller sku field must not be greater than 255 characters.'),
  fulfillment_network_sku: text('fulfillment_network_sku', 50).nullable().optional(),
  quantity_shipped: quantity('quantity_shipped'),
  quantity_received: quantity('quantity_received').optional(),
  quantity_in_case: quantity('quantity_in_case').nullable().optional(),
});
export type ShipmentItemRequest = z.infer<typeof shipmentItemRequestSchema>;

/**
 * POST (upsert by shipment_id: what a sync writes) and PUT (an update, as a later sync or a user
 * would send it). Fields left out keep their value; `items`, when sent, is the whole list, by
 * seller_sku. POST needs shipment_id and status.
 */
export const shipmentRequestSchema = z.object({
  shipment_id: shipmentIdField.optional(),
  name: text('name').nullable().optional(),
  status: z
    .enum(SHIPMENT_STATUSES, { error: 'The status must be one of Amazon’s shipment statuses.' })
    .optional(),
  report_source_id: idField().nullable().optional(),
  destination_fulfillment_center: centreCode.nullable().optional(),
  destination_warehouse_id: idField().nullable().optional(),
  outgoing_warehouse_id: idField().nullable().optional(),
  label_prep_type: z.enum(LABEL_PREP_TYPES).nullable().optional(),
  are_cases_required: z.boolean().nullable().optional(),
  /** Send to Amazon's plan (what the sync writes; a file or a user may leave them out). */
  inbound_plan_id: text('inbound_plan_id', 50).nullable().optional(),
  inbound_plan_name: text('inbound_plan_name').nullable().optional(),
  inbound_shipment_id: text('inbound_shipment_id', 50).nullable().optional(),
  auto_import: z.boolean().optional(),
  items: z.array(shipmentItemRequestSchema).max(1000, 'A shipment holds at most 1000 items.').optional(),
});
export type ShipmentRequest = z.infer<typeof shipmentRequestSchema>;

/** "Import as transfer": where the units came from, when the shipment does not say yet. */
export const importShipmentTransferRequestSchema = z.object({
  outgoing_warehouse_id: idField().optional(),
  destination_warehouse_id: idField().optional(),
  allow_negative_stock: z
    .boolean()
    .optional()
    .describe('Ship the transfer even where the origin holds fewer units (see transfers/{id}/ship)'),
});
export type ImportShipmentTransferRequest = z.infer<typeof importShipmentTransferRequestSchema>;

/** `POST …/shipments/import`: how many shipments the file created and updated. */
export const shipmentImportResultSchema = z.object({
  created: z.number().int(),
  updated: z.number().int(),
  shipment_ids: z.array(z.string()),
});
export type ShipmentImportResult = z.infer<typeof shipmentImportResultSchema>;

/**
 * The inbound-shipment file: tab-separated, one row per item, the shipment's fields repeated on
 * each of its rows. Headers are the v0 model's names (InboundShipmentInfo + InboundShipmentItem);
 * they are matched by name, case and punctuation aside (ShipmentId, shipment-id, Shipment ID).
 */
export const SHIPMENT_FILE_COLUMNS = {
  required: ['ShipmentId', 'ShipmentStatus', 'SellerSKU', 'QuantityShipped'],
  optional: [
    'ShipmentName',
    'DestinationFulfillmentCenterId',
    'LabelPrepType',
    'AreCasesRequired',
    'FulfillmentNetworkSKU',
    'QuantityReceived',
    'QuantityInCase',
  ],
} as const;
