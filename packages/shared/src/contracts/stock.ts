import { z } from 'zod';
import { STOCK_STATUSES } from '../domain/stock-health.ts';
import { idField, isoDateTime } from './fields.ts';
import { listQuerySchema } from './lists.ts';

/**
 * The Stock screen and Stock Analysis (docs/domain/forecasting-and-planning.md, "Stock health"):
 * stock per SKU across warehouses and in transit, with its health computed beside each forecast
 * (figures as of `generated_at`; a stock movement queues the SKU again and it is recomputed within
 * about a minute).
 */
const money = z
  .string()
  .nullable()
  .describe('Decimal string in `currency` (COGS based); null when the COGS is unknown');

export const stockWarehouseQuantitySchema = z.object({
  warehouse_id: z.number().int(),
  quantity: z.number().int(),
});

export const stockHealthFiguresSchema = z.object({
  status: z.enum(STOCK_STATUSES).nullable().describe('Null until the SKU was first computed'),
  in_transit: z.number().int().describe('Units shipped on live transfers, not received yet'),
  on_order: z.number().int().describe('Units still expected on open purchase orders'),
  daily_demand: z.number().nullable().describe('Forecast units a day over the next 30 days'),
  sold_30d: z.number().int().nullable(),
  sell_through: z.number().nullable().describe('Sold ÷ (sold + stock) over 30 days'),
  days_of_cover: z.number().int().nullable(),
  out_of_stock_date: z.string().nullable(),
  reorder_date: z.string().nullable(),
  recommended_order_quantity: z.number().int().nullable(),
  aged_units: z
    .number()
    .int()
    .nullable()
    .describe('Units in stock longer than 180 days (first in, first out)'),
  excess_units: z.number().int().nullable().describe('Units beyond lead time + cover + 90 days of demand'),
  short_units: z
    .number()
    .int()
    .nullable()
    .describe('Demand stock cannot meet before an order placed today arrives'),
  stock_value: money,
  money_at_risk: money.describe('(short + excess units) × COGS'),
  storage_per_month: z
    .object({
      amount: z.string().describe('Decimal string in `currency`'),
      currency: z.string(),
      units: z
        .number()
        .int()
        .describe('The larger of aged and excess units, at most the units in its FBA warehouses'),
      month: z.string().describe('YYYY-MM: the month of the storage fees report the rate is from'),
    })
    .nullable()
    .describe(
      "What the SKU's aged or excess units at Amazon cost to store a month, at its fee per unit (fee ÷ average units on hand) in the latest month of Amazon's storage fees report; beside money at risk, not in it. Null without such a report, or before the SKU was first computed",
    ),
  currency: z.string().nullable(),
  generated_at: isoDateTime.nullable(),
});

export const stockRowSchema = z
  .object({
    sku: z.object({
      id: z.number().int(),
      sku_id: z.string(),
      display_name: z.string(),
      product_id: z.number().int().nullable(),
      image_url: z.string().nullable().describe("The ASIN's main image in Amazon's catalog; null when none"),
    }),
    stock: z.number().int().describe('Units in all warehouses now'),
    warehouses: z.array(stockWarehouseQuantitySchema).describe('Non-zero quantities per warehouse'),
    inbound_at_amazon: z
      .number()
      .int()
      .nullable()
      .describe(
        "Units Amazon counts inbound to its FBA warehouses (working + shipped + receiving), from the FBA Inventory API; null until Amazon's figures were first fetched for the SKU",
      ),
    ...stockHealthFiguresSchema.shape,
  })
  .meta({ id: 'StockRow' });
export type StockRow = z.infer<typeof stockRowSchema>;

export const STOCK_SORTS = [
  'sku_id',
  'stock',
  'status',
  'days_of_cover',
  'reorder_date',
  'money_at_risk',
  'excess_units',
  'aged_units',
  'sell_through',
] as const;
export type StockSort = (typeof STOCK_SORTS)[number];

export const stockListQuerySchema = listQuerySchema(STOCK_SORTS, 'money_at_risk', {
  status: z.enum(STOCK_STATUSES).optional(),
  warehouse_id: idField().optional().describe('Only SKUs with stock there'),
  in_stock: z.enum(['true', 'false']).optional(),
});
export type StockListQuery = z.infer<typeof stockListQuerySchema>;

export const stockSummarySchema = z
  .object({
    counts: z.object(
      Object.fromEntries(STOCK_STATUSES.map((status) => [status, z.number().int()])) as {
        [K in (typeof STOCK_STATUSES)[number]]: z.ZodNumber;
      },
    ),
    not_computed: z.number().int().describe('SKUs not computed yet'),
    units: z
      .number()
      .int()
      .describe("Today's stock of the visible SKUs: Inventory by Date's units for today (one figure)"),
    in_transit: z.number().int(),
    values: z.array(
      z.object({
        currency: z.string(),
        stock_value: z
          .string()
          .describe("Today's stock value in this currency: Inventory by Date's for today"),
        money_at_risk: z.string(),
      }),
    ),
    warehouses: z.array(
      z.object({ id: z.number().int(), ulid: z.string(), name: z.string(), units: z.number().int() }),
    ),
  })
  .meta({ id: 'StockSummary' });
export type StockSummary = z.infer<typeof stockSummarySchema>;

/** Stock Analysis: every visible SKU in one answer, for a grid that sorts and filters in the browser. */
export const stockAnalysisRowSchema = z.object({
  ...stockRowSchema.shape,
  velocity_7d: z.number().nullable().describe('Units a day sold over the last 7 days'),
  velocity_30d: z.number().nullable(),
});
export type StockAnalysisRow = z.infer<typeof stockAnalysisRowSchema>;

export const stockAnalysisSchema = z
  .object({
    warehouses: z.array(z.object({ id: z.number().int(), ulid: z.string(), name: z.string() })),
    rows: z.array(stockAnalysisRowSchema),
  })
  .meta({ id: 'StockAnalysis' });
export type StockAnalysis = z.infer<typeof stockAnalysisSchema>;

/** `GET …/stock/export.csv`: every row the list's filters select, in its order. */
export const STOCK_CSV_COLUMNS = {
  export: [
    'sku_id',
    'name',
    'status',
    'stock',
    'warehouses',
    'in_transit',
    'on_order',
    'daily_demand',
    'days_of_cover',
    'out_of_stock_date',
    'reorder_date',
    'recommended_order_quantity',
    'sell_through',
    'aged_units',
    'excess_units',
    'stock_value',
    'money_at_risk',
    'currency',
  ],
} as const;
