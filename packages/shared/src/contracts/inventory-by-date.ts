import { z } from 'zod';
import { calendarDay, idField } from './fields.ts';
import { listQuerySchema, paginationMetaSchema } from './lists.ts';

/**
 * Inventory by date (GET …/inventory/by-date and …/inventory/by-date/series): what the organisation
 * held at the end of a day, read from the ledger. A day ends at midnight in the organisation's time
 * zone (its forecast settings; UTC without them), so stock on D counts every movement before the
 * start of D + 1 there. Value is units × the SKU's COGS (else its product's) at today's COGS, per
 * currency: amounts in different currencies are never added together. Hidden SKUs are left out,
 * and a pair below zero counts as it stands. Today's totals are the dashboard's units and value in
 * stock (stockSummarySchema's units and stock_value): one figure.
 */
export const INVENTORY_BY_DATE_SORTS = ['sku_id', 'quantity', 'value'] as const;
export type InventoryByDateSort = (typeof INVENTORY_BY_DATE_SORTS)[number];

/** The longest series: `to` at most this many years after `from`. */
export const INVENTORY_SERIES_MAX_YEARS = 2;
/** Longer ranges (in days, both ends counted) are answered one point per week. */
export const INVENTORY_SERIES_DAILY_MAX_DAYS = 180;
export const INVENTORY_SERIES_BUCKETS = ['day', 'week'] as const;
export type InventorySeriesBucket = (typeof INVENTORY_SERIES_BUCKETS)[number];

/** The same day `years` later (29 February → 1 March), as YYYY-MM-DD. */
export function calendarDayYearsAfter(day: string, years: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const shifted = new Date(Date.UTC(2000, month - 1, date));
  shifted.setUTCFullYear(year + years);
  // Not a day at all ("undefined"): calendarDay refuses it; the range check has nothing to add.
  if (Number.isNaN(shifted.getTime())) return day;
  return shifted.toISOString().slice(0, 10);
}

/**
 * GET …/inventory/by-date: the (warehouse, SKU) pairs whose stock at the end of `date` (default:
 * today in the organisation's time zone) is not zero. `search` matches the SKU's id, ASIN and name
 * and its product's name; `warehouse_id` one of the organisation's warehouses (another's lists
 * nothing).
 */
export const inventoryByDateQuerySchema = listQuerySchema(INVENTORY_BY_DATE_SORTS, 'sku_id', {
  date: calendarDay('The date must be a date (YYYY-MM-DD).').optional(),
  warehouse_id: idField().optional(),
});
export type InventoryByDateQuery = z.infer<typeof inventoryByDateQuerySchema>;

export const moneyByCurrencySchema = z.object({
  currency: z.string(),
  amount: z.string().describe('Decimal, in the currency’s minor units’ precision'),
});
export type MoneyByCurrency = z.infer<typeof moneyByCurrencySchema>;

export const inventoryByDateRowSchema = z
  .object({
    sku: z.object({ id: z.number().int(), sku_id: z.string(), display_name: z.string() }),
    warehouse: z.object({ id: z.number().int(), ulid: z.string(), name: z.string() }),
    quantity: z.number().int(),
    value: z
      .string()
      .nullable()
      .describe('quantity × COGS; null when neither the SKU nor its product has COGS'),
    currency: z.string().nullable(),
  })
  .meta({ id: 'InventoryByDateRow' });
export type InventoryByDateRow = z.infer<typeof inventoryByDateRowSchema>;

export const inventoryByDatePageSchema = z
  .object({
    data: z.array(inventoryByDateRowSchema),
    meta: paginationMetaSchema,
    date: z.string().describe('The day answered, YYYY-MM-DD'),
    time_zone: z
      .string()
      .describe('Where the day ends (the organisation’s forecast settings; UTC by default)'),
    totals: z.object({
      units: z.number().int().describe('Units over every listed row (all pages)'),
      values: z.array(moneyByCurrencySchema).describe('Value per currency over every listed row'),
      units_without_cogs: z.number().int().describe('Units of rows without COGS (not in any value)'),
    }),
  })
  .meta({ id: 'InventoryByDatePage' });
export type InventoryByDatePage = z.infer<typeof inventoryByDatePageSchema>;

/** GET …/inventory/by-date/series: total units and value per currency at the end of each day. */
export const inventoryByDateSeriesQuerySchema = z
  .object({
    from: calendarDay('The from date must be a date (YYYY-MM-DD).'),
    to: calendarDay('The to date must be a date (YYYY-MM-DD).'),
    warehouse_id: idField().optional(),
  })
  .refine((query) => query.from <= query.to, {
    message: 'The from date must be on or before the to date.',
    path: ['from'],
  })
  .refine((query) => query.to <= calendarDayYearsAfter(query.from, INVENTORY_SERIES_MAX_YEARS), {
    message: `The to date must be at most ${INVENTORY_SERIES_MAX_YEARS} years after the from date.`,
    path: ['to'],
  });
export type InventoryByDateSeriesQuery = z.infer<typeof inventoryByDateSeriesQuerySchema>;

export const inventoryByDateSeriesSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    time_zone: z.string(),
    bucket: z
      .enum(INVENTORY_SERIES_BUCKETS)
      .describe(
        `day: one point per day; week: one per ISO week (its Sunday, and the last day), when the range is longer than ${INVENTORY_SERIES_DAILY_MAX_DAYS} days`,
      ),
    points: z.array(
      z.object({
        date: z.string().describe('The point’s day: stock at its end'),
        units: z.number().int(),
        values: z.array(moneyByCurrencySchema),
      }),
    ),
  })
  .meta({ id: 'InventoryByDateSeries' });
export type InventoryByDateSeries = z.infer<typeof inventoryByDateSeriesSchema>;
