import { z } from 'zod';
import { ID_MAX, idField, isoDateTime, optionalIdField, requiredString } from './fields.ts';
import { listQuerySchema, MAX_PER_PAGE } from './lists.ts';
import { countrySchema } from './reference.ts';

const TRANSIT_DAYS_DESCRIPTION =
  "Typed days goods shipped from the organisation's own warehouses take to be received here (into a fulfilment-network warehouse: until it has received them all); null: planning's default";

export const warehouseSchema = z
  .object({
    id: z.number().int(),
    ulid: z.string(),
    name: z.string(),
    foreign_id: z.string().nullable(),
    report_source_id: z.number().int().nullable(),
    report_source: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    countries: z.array(countrySchema),
    is_distribution_center: z.boolean(),
    is_fulfillment_center: z.boolean(),
    transit_days: z.number().int().nullable().describe(TRANSIT_DAYS_DESCRIPTION),
    sku_count: z.number().int().describe('SKUs with stock here'),
    stock: z.number().int().describe('Units here'),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Warehouse' });
export type Warehouse = z.infer<typeof warehouseSchema>;

export const WAREHOUSE_SORTS = ['name', 'stock', 'sku_count', 'created_at'] as const;
export type WarehouseSort = (typeof WAREHOUSE_SORTS)[number];
export const warehouseListQuerySchema = listQuerySchema(WAREHOUSE_SORTS, 'name', {});
export type WarehouseListQuery = z.infer<typeof warehouseListQuerySchema>;

export const warehouseRequestSchema = z.object({
  name: requiredString('name'),
  foreign_id: z.string().trim().max(100).nullable().optional(),
  report_source_id: optionalIdField(),
  country_ids: z.array(idField()).max(300).optional(),
  is_distribution_center: z.boolean().optional(),
  is_fulfillment_center: z.boolean().optional(),
  transit_days: z.coerce
    .number({ error: 'The transit days must be a whole number.' })
    .int('The transit days must be a whole number.')
    .min(0, 'The transit days must be at least 0.')
    .max(365, 'The transit days must not be greater than 365.')
    .nullable()
    .optional()
    .describe(TRANSIT_DAYS_DESCRIPTION),
});
export type WarehouseRequest = z.infer<typeof warehouseRequestSchema>;

export const warehouseParamsSchema = z.object({
  organisation: z.string().min(1),
  warehouse: z.string().min(1),
});

/** A row of a warehouse's stock table. */
export const warehouseStockItemSchema = z.object({
  sku: z.object({
    id: z.number().int(),
    sku_id: z.string(),
    asin: z.string().nullable(),
    display_name: z.string(),
    product_id: z.number().int().nullable(),
  }),
  quantity: z.number().int(),
  inventory_cache: z.number().int().nullable(),
  out_of_stock_date: z
    .string()
    .nullable()
    .describe(
      'Out of stock: the day it ran out. In stock: the projected out-of-stock date of the latest forecast (null: it lasts the forecast, or sells nothing here)',
    ),
  updated_at: isoDateTime,
});
export type WarehouseStockItem = z.infer<typeof warehouseStockItemSchema>;

export const WAREHOUSE_STOCK_SORTS = ['sku_id', 'quantity', 'updated_at'] as const;
export type WarehouseStockSort = (typeof WAREHOUSE_STOCK_SORTS)[number];
/**
 * A warehouse's SKUs are the ones it holds stock of (quantity above 0): its `sku_count` and the
 * stock table's default (the web app sends `in_stock=true` unless asked for `all`). `false` keeps
 * the rows at or below 0; `all` or no value, every row.
 */
export const warehouseStockQuerySchema = listQuerySchema(WAREHOUSE_STOCK_SORTS, 'sku_id', {
  in_stock: z.enum(['true', 'false', '1', '0', 'all']).optional(),
  /** Only these SKUs (comma-separated ids): what a transfer's origin holds of the SKUs it carries. */
  sku_ids: z
    .string()
    .regex(/^\d+(,\d+)*$/, 'The sku ids must be ids separated by commas.')
    .transform((value) => value.split(',').map(Number))
    .pipe(
      z
        .array(z.number().int().positive().max(ID_MAX, 'The sku ids must be ids separated by commas.'))
        .max(MAX_PER_PAGE, `At most ${MAX_PER_PAGE} sku ids.`),
    )
    .optional(),
});
export type WarehouseStockQuery = z.infer<typeof warehouseStockQuerySchema>;
