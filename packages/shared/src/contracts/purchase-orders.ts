import { z } from 'zod';
import {
  DEFAULT_COVER_DAYS,
  PURCHASE_ORDER_ACTIONS,
  PURCHASE_ORDER_STATUSES,
} from '../domain/purchase-orders.ts';
import { calendarDay, currencyField, idField, idParam, isoDateTime, moneyAmountField } from './fields.ts';
import { listQuerySchema, queryBoolean } from './lists.ts';

/** Units on one line, and received at once: well inside the ledger's int4 quantities. */
export const PURCHASE_ORDER_MAX_QUANTITY = 10_000_000;
export const PURCHASE_ORDER_MAX_LINES = 500;

const quantityField = (field: string, min: number) =>
  z.coerce
    .number({ error: `The ${field} must be a whole number.` })
    .int(`The ${field} must be a whole number.`)
    .min(min, `The ${field} must be at least ${min}.`)
    .max(
      PURCHASE_ORDER_MAX_QUANTITY,
      `The ${field} must not be greater than ${PURCHASE_ORDER_MAX_QUANTITY}.`,
    );

const skuSummary = z.object({
  id: z.number().int(),
  sku_id: z.string(),
  asin: z.string().nullable(),
  display_name: z.string(),
  product_id: z.number().int().nullable(),
});

export const purchaseOrderLineSchema = z.object({
  id: z.number().int(),
  sku: skuSummary,
  quantity: z.number().int(),
  quantity_received: z.number().int(),
  quantity_in_case: z.number().int().nullable().describe('Units per case, when the supplier packs in cases'),
  unit_cost: z.string().describe('Decimal string in currency, e.g. "12.50"'),
  currency: z.string(),
  total: z.string().describe('quantity × unit_cost, decimal string in currency'),
});
export type PurchaseOrderLine = z.infer<typeof purchaseOrderLineSchema>;

const moneyTotal = z.object({ currency: z.string(), amount: z.string() });

export const purchaseOrderSchema = z
  .object({
    id: z.number().int(),
    organisation_id: z.number().int(),
    reference: z.string().nullable().describe("The seller's or supplier's order number"),
    status: z.enum(PURCHASE_ORDER_STATUSES),
    supplier: z.object({ id: z.number().int(), name: z.string() }),
    warehouse: z.object({ id: z.number().int(), ulid: z.string(), name: z.string() }),
    order_date: calendarDay('The order date must be a date (YYYY-MM-DD).'),
    notes: z.string().nullable(),
    production_lead_days: z.number().int(),
    buffer_days: z.number().int(),
    shipping_days: z.number().int(),
    shipping_code: z.string().describe('The shipping time matched: a country or region code, or N/A'),
    expected_ready_date: calendarDay('The expected ready date must be a date (YYYY-MM-DD).'),
    expected_arrival_date: calendarDay('The expected arrival date must be a date (YYYY-MM-DD).'),
    line_count: z.number().int(),
    total_quantity: z.number().int(),
    total_received: z.number().int(),
    totals: z.array(moneyTotal).describe('One total per currency of the lines'),
    allowed_actions: z.array(z.enum(PURCHASE_ORDER_ACTIONS)),
    lines: z.array(purchaseOrderLineSchema).optional().describe('On the detail only'),
    submitted_at: isoDateTime.nullable(),
    confirmed_at: isoDateTime.nullable(),
    in_production_at: isoDateTime.nullable(),
    shipped_at: isoDateTime.nullable(),
    received_at: isoDateTime.nullable(),
    cancelled_at: isoDateTime.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'PurchaseOrder' });
export type PurchaseOrder = z.infer<typeof purchaseOrderSchema>;

export const PURCHASE_ORDER_SORTS = [
  'id',
  'order_date',
  'status',
  'supplier',
  'warehouse',
  'created_at',
] as const;
export type PurchaseOrderSort = (typeof PURCHASE_ORDER_SORTS)[number];

/**
 * GET …/purchase-orders: `search` matches the reference, the supplier's name or the number;
 * `status` one status; `from`/`to` bound the order date (inclusive).
 */
export const purchaseOrderListQuerySchema = listQuerySchema(PURCHASE_ORDER_SORTS, 'id', {
  status: z.enum(PURCHASE_ORDER_STATUSES).optional(),
  supplier_id: idField().optional(),
  warehouse_id: idField().optional(),
  from: calendarDay('The from date must be a date (YYYY-MM-DD).').optional(),
  to: calendarDay('The to date must be a date (YYYY-MM-DD).').optional(),
}).extend({ sortDesc: queryBoolean.default(true) });
export type PurchaseOrderListQuery = z.infer<typeof purchaseOrderListQuerySchema>;

export const purchaseOrderParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });

export const purchaseOrderLineRequestSchema = z.object({
  sku_id: z.coerce
    .number({ error: 'The sku field is required.' })
    .int('The sku field is required.')
    .positive('The sku field is required.')
    .max(Number.MAX_SAFE_INTEGER, 'The selected sku id is invalid.'),
  quantity: quantityField('quantity', 1),
  unit_cost: moneyAmountField('unit_cost'),
  currency: currencyField('currency').optional(),
  quantity_in_case: quantityField('quantity in case', 1).nullable().optional(),
});
export type PurchaseOrderLineRequest = z.infer<typeof purchaseOrderLineRequestSchema>;

export const purchaseOrderRequestSchema = z.object({
  supplier_id: z.coerce
    .number({ error: 'The supplier field is required.' })
    .int('The supplier field is required.')
    .positive('The supplier field is required.')
    .max(Number.MAX_SAFE_INTEGER, 'The selected supplier id is invalid.'),
  warehouse_id: z.coerce
    .number({ error: 'The warehouse field is required.' })
    .int('The warehouse field is required.')
    .positive('The warehouse field is required.')
    .max(Number.MAX_SAFE_INTEGER, 'The selected warehouse id is invalid.'),
  order_date: calendarDay('The order date must be a date (YYYY-MM-DD).').optional(),
  reference: z
    .string()
    .trim()
    .max(100, 'The reference must not be greater than 100 characters.')
    .nullable()
    .optional(),
  notes: z
    .string()
    .trim()
    .max(2000, 'The notes must not be greater than 2000 characters.')
    .nullable()
    .optional(),
  lines: z
    .array(purchaseOrderLineRequestSchema, { error: 'The lines field is required.' })
    .min(1, 'Add at least one line.')
    .max(PURCHASE_ORDER_MAX_LINES, `A purchase order may have at most ${PURCHASE_ORDER_MAX_LINES} lines.`),
});
export type PurchaseOrderRequest = z.infer<typeof purchaseOrderRequestSchema>;

/**
 * POST …/purchase-orders/{id}/receive: the units that arrived now, per line (partial, as often as
 * needed). `receipt_id` names this receipt: sending the same one again (a retry) changes nothing.
 */
export const receivePurchaseOrderRequestSchema = z.object({
  receipt_id: z
    .string()
    .trim()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'The receipt id must be 1 to 64 letters, digits, - or _.')
    .optional(),
  lines: z
    .array(z.object({ line_id: idField(), quantity: quantityField('quantity', 0) }), {
      error: 'The lines field is required.',
    })
    .min(1, 'Receive at least one line.')
    .max(PURCHASE_ORDER_MAX_LINES)
    .refine((lines) => lines.some((line) => line.quantity > 0), 'Receive at least one unit.'),
});
export type ReceivePurchaseOrderRequest = z.infer<typeof receivePurchaseOrderRequestSchema>;

/** GET …/purchase-orders/suggestion: what to order from a supplier into a warehouse. */
export const purchaseOrderSuggestionQuerySchema = z.object({
  supplier_id: idField(),
  warehouse_id: idField(),
  cover_days: z.coerce.number().int().min(0).max(365).default(DEFAULT_COVER_DAYS),
});
export type PurchaseOrderSuggestionQuery = z.infer<typeof purchaseOrderSuggestionQuerySchema>;

/** One region's part of a suggested line: what it needs over the period, and what already serves it. */
export const suggestionRegionNeedSchema = z.object({
  region: z
    .string()
    .describe("'EU' for the pan-European pool, else a country code; 'ANY' when nothing names one"),
  name: z.string(),
  share: z.number().describe("The region's part of the SKU's demand, 0 … 1"),
  forecast_units: z.number().describe("The region's forecast over the period (lead time + cover days)"),
  safety_stock: z.number().int().describe("For the organisation's service level"),
  stock: z.number().int(),
  in_transit: z.number().int(),
  on_order: z.number().int(),
  need: z.number().describe('forecast + safety stock − stock − in transit − on order, at least 0'),
});

export const purchaseOrderSuggestionLineSchema = z.object({
  sku: skuSummary,
  product: z.object({ id: z.number().int(), name: z.string() }),
  recommended_quantity: z.number().int(),
  sales_per_day: z
    .number()
    .describe(
      "Units a day in the warehouse's regions: the SKU's forecast over lead time and cover, else the average of the last 30 days",
    ),
  rate_source: z.enum(['forecast', 'sales_30d']),
  stock: z.number().int().describe("Units in the warehouses serving the destination's regions"),
  inbound_transfers: z.number().int(),
  open_purchase_orders: z.number().int(),
  min_stock: z.number().int().describe('The safety stock of those regions'),
  production_lead_days: z.number().int(),
  buffer_days: z.number().int(),
  quantity_in_case: z.number().int().nullable(),
  unit_cost: z
    .string()
    .nullable()
    .describe(
      "The SKU's COGS, else its product's, in the order's currency; null when unknown or in another currency",
    ),
  currency: z.string().describe("The order's currency"),
  cost_note: z
    .enum(['no_cost', 'other_currency'])
    .nullable()
    .describe("Why unit_cost is null: no cost entered, or a cost in another currency than the supplier's"),
  line_total: z.string().nullable(),
  why: z.object({
    period_days: z.number().int().describe('Lead time + cover days the forecast is summed over'),
    regions: z.array(suggestionRegionNeedSchema),
    need: z.number().int().describe("The regions' needs added up, whole units"),
    case_rounding: z.number().int().describe('Units added to fill the last case'),
    minimum_rounding: z
      .number()
      .int()
      .describe("Units added to meet the supplier's minimums for the product"),
    min_order_quantity: z.number().int().nullable(),
    min_order_value: z.string().nullable().describe("In the order's currency"),
  }),
});
export type PurchaseOrderSuggestionLine = z.infer<typeof purchaseOrderSuggestionLineSchema>;

export const purchaseOrderSuggestionSchema = z.object({
  supplier_id: z.number().int(),
  warehouse_id: z.number().int(),
  shipping_days: z.number().int(),
  shipping_code: z.string(),
  cover_days: z.number().int(),
  regions: z
    .array(z.object({ region: z.string(), name: z.string() }))
    .describe(
      'The regions of sale the warehouse serves (from its countries); every region when it names none',
    ),
  service_level: z.number().describe('The target the safety stock is held for'),
  currency: z.string().describe("The supplier's currency (else the one most of its costs are in)"),
  total: z.string().describe('Recommended quantity × unit cost over the lines with a cost'),
  total_complete: z.boolean().describe('False when a line with a quantity has no cost in the currency'),
  lines: z.array(purchaseOrderSuggestionLineSchema),
});
export type PurchaseOrderSuggestion = z.infer<typeof purchaseOrderSuggestionSchema>;

/** GET …/purchase-orders/export.csv: one row per line of every PO the list query selects. */
export const PURCHASE_ORDER_CSV_COLUMNS = {
  export: [
    'id',
    'reference',
    'status',
    'order_date',
    'supplier',
    'warehouse',
    'expected_ready_date',
    'expected_arrival_date',
    'sku_id',
    'quantity',
    'quantity_received',
    'unit_cost',
    'currency',
    'line_total',
  ],
} as const;

/** What people read for each status (badges, filters, the PDF). */
export const PURCHASE_ORDER_STATUS_LABELS: Record<(typeof PURCHASE_ORDER_STATUSES)[number], string> = {
  DRAFT: 'Draft',
  SUBMITTED: 'Submitted',
  CONFIRMED: 'Confirmed',
  IN_PRODUCTION: 'In production',
  SHIPPED: 'Shipped',
  PARTIALLY_RECEIVED: 'Partially received',
  RECEIVED: 'Received',
  CANCELLED: 'Cancelled',
};

export const PURCHASE_ORDER_ACTION_LABELS: Record<(typeof PURCHASE_ORDER_ACTIONS)[number], string> = {
  submit: 'Submit',
  confirm: 'Confirm',
  'start-production': 'Start production',
  ship: 'Mark shipped',
  receive: 'Receive',
  cancel: 'Cancel order',
};
