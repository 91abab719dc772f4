import { z } from 'zod';
import {
  TRANSFER_ACTIONS,
  TRANSFER_PROBLEMS,
  TRANSFER_STATUSES,
  type TransferProblem,
} from '../domain/transfers.ts';
import {
  calendarDay,
  currencyField,
  INT4_MAX,
  idField,
  idParam,
  isoDateTime,
  moneyAmountField,
  optionalWebUrl,
} from './fields.ts';
import { listQuerySchema, queryBoolean } from './lists.ts';

/** A client-generated, time-sortable lowercase ulid (Crockford base 32, 26 characters). */
export const ULID_PATTERN = /^[0-9a-hjkmnp-tv-z]{26}$/;

const ulidField = z
  .string({ error: 'The ulid field is required.' })
  .regex(ULID_PATTERN, 'The ulid must be a lowercase ulid of 26 characters.');

const calendarDate = (field: string) =>
  calendarDay(`The ${field.replace(/_/g, ' ')} must be a date such as 2026-03-31.`);

const optionalText = (field: string, max = 255) =>
  z
    .string({ error: `The ${field.replace(/_/g, ' ')} field must be a string.` })
    .trim()
    .max(max, `The ${field.replace(/_/g, ' ')} field must not be greater than ${max} characters.`)
    .transform((value) => (value === '' ? null : value))
    .nullable()
    .optional();

const quantity = (field: string, { min = 0 } = {}) =>
  z
    .number({ error: `The ${field.replace(/_/g, ' ')} field must be a whole number.` })
    .int(`The ${field.replace(/_/g, ' ')} field must be a whole number.`)
    .min(min, `The ${field.replace(/_/g, ' ')} field must be at least ${min}.`)
    .max(INT4_MAX, `The ${field.replace(/_/g, ' ')} field must not be greater than ${INT4_MAX}.`);

const userSummary = z.object({ id: z.number().int(), name: z.string() });
const placeSummary = z.object({ id: z.number().int(), ulid: z.string(), name: z.string() });

export const transferItemSchema = z
  .object({
    id: z.number().int(),
    ulid: z.string(),
    sku_id: z.number().int(),
    sku: z.object({
      id: z.number().int(),
      sku_id: z.string(),
      asin: z.string().nullable(),
      display_name: z.string(),
    }),
    quantity_shipped: z.number().int(),
    quantity_received: z.number().int(),
    quantity_expected: z.number().int(),
    quantity_in_case: z.number().int().nullable(),
  })
  .meta({ id: 'TransferItem' });
export type TransferItem = z.infer<typeof transferItemSchema>;

export const PROBLEM_MESSAGES: Record<TransferProblem, string> = {
  discrepancy: 'Received differs from shipped',
  overdue: 'Past its expected delivery date',
  error: 'The shipment reported an error',
};

export const transferSchema = z
  .object({
    id: z.number().int(),
    name: z.string().nullable(),
    status: z.enum(TRANSFER_STATUSES),
    from: z.string().nullable().describe('Where the goods come from when that is not a warehouse of yours'),
    outgoing_warehouse_id: z.number().int().nullable(),
    outgoing_warehouse: placeSummary.nullable(),
    destination_warehouse_id: z.number().int().nullable(),
    destination_warehouse: placeSummary.nullable(),
    fulfillment_center_id: z.number().int().nullable(),
    fulfillment_center: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    report_source_id: z.number().int().nullable(),
    shipment_id: z.string().nullable(),
    destination_url: z.string().nullable(),
    auto_import: z.boolean(),
    courier: z.string().nullable(),
    tracking_number: z.string().nullable(),
    shipping_cost: z.string().nullable().describe('Decimal string in shipping_cost_currency'),
    shipping_cost_currency: z.string(),
    shipping_date: z.string().nullable(),
    shipping_days: z.number().int(),
    expected_delivery_date: z.string().nullable().describe('shipping_date + shipping_days'),
    received_date: z.string().nullable().describe('The day of the latest receipt'),
    outgoing_order_id: z.string().nullable(),
    outgoing_order_number: z.string().nullable(),
    ticket_number: z.string().nullable(),
    ticket_status: z.string().nullable(),
    ticket_raised_at: z.string().nullable(),
    ticket_raised_by: userSummary.nullable(),
    resolved_discrepancy: z.boolean(),
    discrepancy_note: z.string().nullable(),
    resolved_discrepancy_at: z.string().nullable(),
    resolved_by: userSummary.nullable(),
    shipped_at: z.string().nullable(),
    closed_at: z.string().nullable(),
    total_shipped: z.number().int(),
    total_received: z.number().int(),
    total_expected: z.number().int(),
    item_count: z.number().int(),
    problems: z.array(z.object({ problem: z.enum(TRANSFER_PROBLEMS), message: z.string() })),
    allowed_actions: z.array(z.enum(TRANSFER_ACTIONS)).describe('What the status machine allows now'),
    items: z.array(transferItemSchema).optional().describe('On the transfer itself, not in lists'),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Transfer' });
export type Transfer = z.infer<typeof transferSchema>;

export const TRANSFER_SORTS = [
  'id',
  'name',
  'status',
  'shipping_date',
  'expected_delivery_date',
  'total_shipped',
  'total_received',
  'created_at',
] as const;
export type TransferSort = (typeof TRANSFER_SORTS)[number];

/**
 * The list's filters as the sidebar sends them: `draft`, `live` and `completed` select status
 * groups (none given: every status), `problems=true` keeps problem transfers.
 */
export const transferListQuerySchema = listQuerySchema(TRANSFER_SORTS, 'id', {
  draft: queryBoolean.optional(),
  live: queryBoolean.optional(),
  completed: queryBoolean.optional(),
  problems: queryBoolean.optional(),
  outgoing_warehouse_id: idField().optional(),
  destination_warehouse_id: idField().optional(),
  fulfillment_center_id: idField().optional(),
  product_id: idField().optional(),
  sku_id: idField().optional(),
  shipping_date_from: calendarDate('shipping_date_from').optional(),
  shipping_date_to: calendarDate('shipping_date_to').optional(),
});
export type TransferListQuery = z.infer<typeof transferListQuerySchema>;

export const transferParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });

export const transferItemRequestSchema = z.object({
  ulid: ulidField,
  sku_id: idField(),
  quantity_shipped: quantity('quantity_shipped', { min: 1 }),
  quantity_expected: quantity('quantity_expected').nullable().optional(),
  quantity_in_case: quantity('quantity_in_case', { min: 1 }).nullable().optional(),
});
export type TransferItemRequest = z.infer<typeof transferItemRequestSchema>;

/**
 * POST and PUT: every field optional (a draft fills in over time). `items`, when sent, is the
 * whole list: items are upserted by ulid and, while the transfer is a draft, those left out are
 * removed. `status` asks for a change without stock effects (DRAFT, READY, IN_TRANSIT, DELIVERED,
 * ERROR); shipping, receiving, closing and cancelling are actions of their own.
 */
export const transferRequestSchema = z.object({
  name: optionalText('name'),
  from: optionalText('from'),
  status: z.enum(TRANSFER_STATUSES).optional(),
  outgoing_warehouse_id: idField().nullable().optional(),
  destination_warehouse_id: idField().nullable().optional(),
  fulfillment_center_id: idField().nullable().optional(),
  report_source_id: idField().nullable().optional(),
  shipment_id: optionalText('shipment_id', 100),
  destination_url: optionalWebUrl('destination_url', { max: 2000 }),
  auto_import: z.boolean().optional(),
  courier: optionalText('courier', 100),
  tracking_number: optionalText('tracking_number', 100),
  shipping_cost: moneyAmountField('shipping_cost').nullable().optional(),
  shipping_cost_currency: currencyField('shipping_cost_currency').optional(),
  shipping_date: calendarDate('shipping_date').nullable().optional(),
  shipping_days: quantity('shipping_days')
    .max(365, 'The shipping days must not be greater than 365.')
    .optional(),
  outgoing_order_id: optionalText('outgoing_order_id', 100),
  outgoing_order_number: optionalText('outgoing_order_number', 100),
  items: z.array(transferItemRequestSchema).max(1000, 'A transfer holds at most 1000 items.').optional(),
});
export type TransferRequest = z.infer<typeof transferRequestSchema>;

export const shipTransferRequestSchema = z.object({
  shipping_date: calendarDate('shipping_date').optional(),
  allow_negative_stock: z
    .boolean()
    .optional()
    .describe('Ship even where the origin holds fewer units than shipped (its stock goes below zero)'),
});
export type ShipTransferRequest = z.infer<typeof shipTransferRequestSchema>;

export const receiveTransferRequestSchema = z.object({
  items: z
    .array(
      z.object({
        ulid: ulidField,
        quantity_received: quantity('quantity_received').describe(
          'The total received so far, not the increment',
        ),
      }),
    )
    .min(1, 'The items field is required.')
    .max(1000),
  received_date: calendarDate('received_date').optional(),
  close: z.boolean().optional().describe('Receiving is finished: close the transfer (short or not)'),
});
export type ReceiveTransferRequest = z.infer<typeof receiveTransferRequestSchema>;

export const transferTicketRequestSchema = z.object({
  ticket_number: z
    .string({ error: 'The ticket number field is required.' })
    .trim()
    .min(1, 'The ticket number field is required.')
    .max(100, 'The ticket number field must not be greater than 100 characters.'),
  ticket_status: z
    .string({ error: 'The ticket status field is required.' })
    .trim()
    .min(1, 'The ticket status field is required.')
    .max(100, 'The ticket status field must not be greater than 100 characters.'),
});
export type TransferTicketRequest = z.infer<typeof transferTicketRequestSchema>;

export const resolveDiscrepancyRequestSchema = z.object({
  discrepancy_note: z
    .string({ error: 'The discrepancy note field is required.' })
    .trim()
    .min(1, 'The discrepancy note field is required.')
    .max(2000, 'The discrepancy note field must not be greater than 2000 characters.'),
});
export type ResolveDiscrepancyRequest = z.infer<typeof resolveDiscrepancyRequestSchema>;

/** One entry of a transfer's timeline: what happened, by whom, and the status it led to. */
export const transferEventSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    from_status: z.enum(TRANSFER_STATUSES).nullable(),
    to_status: z.enum(TRANSFER_STATUSES).nullable(),
    note: z.string().nullable(),
    user: userSummary.nullable(),
    occurred_at: isoDateTime,
  })
  .meta({ id: 'TransferEvent' });
export type TransferEvent = z.infer<typeof transferEventSchema>;

export const TRANSFER_CSV_COLUMNS = {
  export: [
    'id',
    'name',
    'status',
    'origin',
    'destination',
    'shipping_date',
    'expected_delivery_date',
    'total_shipped',
    'total_received',
    'courier',
    'tracking_number',
    'problems',
  ],
} as const;

/** `GET …/products/{id}/transfers`: the latest transfers carrying the product's SKUs. */
export const productTransfersSchema = z.object({ data: z.array(transferSchema) });

/** `GET …/warehouses/{ulid}/transfers`: the latest transfers into and out of the warehouse. */
export const warehouseTransfersSchema = z.object({
  data: z.object({ incoming: z.array(transferSchema), outgoing: z.array(transferSchema) }),
});

/** `GET …/transfers/suggestion`: what to send from the origin into the destination now. */
export const transferSuggestionQuerySchema = z.object({
  outgoing_warehouse_id: idField(),
  destination_warehouse_id: idField(),
});
export type TransferSuggestionQuery = z.infer<typeof transferSuggestionQuerySchema>;

export const transferSuggestionLineSchema = z
  .object({
    sku: z.object({ id: z.number().int(), sku_id: z.string(), display_name: z.string() }),
    recommended_quantity: z
      .number()
      .int()
      .describe("The forecast's recommended transfer into the destination, capped by the origin's stock"),
    origin_stock: z.number().int(),
    destination_stock: z.number().int(),
    destination_inbound: z.number().int().describe('Units on live transfers into the destination'),
    share: z.number().describe("The destination's share of the SKU's units sold over 90 days"),
    out_of_stock_date: z
      .string()
      .nullable()
      .describe("The day the destination's stock and inbound run out; null beyond the forecast"),
  })
  .meta({ id: 'TransferSuggestionLine' });
export type TransferSuggestionLine = z.infer<typeof transferSuggestionLineSchema>;

export const transferSuggestionSchema = z
  .object({ lines: z.array(transferSuggestionLineSchema) })
  .meta({ id: 'TransferSuggestion' });
export type TransferSuggestion = z.infer<typeof transferSuggestionSchema>;
