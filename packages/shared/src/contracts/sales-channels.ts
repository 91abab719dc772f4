import { z } from 'zod';
import { calendarDay, idField, idParam, isoDateTime, optionalIdField, requiredString } from './fields.ts';
import { listQuerySchema } from './lists.ts';

export const SALES_CHANNEL_TYPES = ['amazon', 'shopify', 'ebay', 'website', 'other'] as const;

export const salesChannelSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.string(),
    marketplace: z
      .object({ id: z.number().int(), name: z.string(), mws_id: z.string(), country_code: z.string() })
      .nullable(),
    report_sources: z.array(z.object({ id: z.number().int(), name: z.string() })),
    sku_count: z.number().int().describe('SKUs listed'),
    stock: z.number().int().describe('Units of the listed SKUs across warehouses'),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'SalesChannel' });
export type SalesChannel = z.infer<typeof salesChannelSchema>;

export const SALES_CHANNEL_SORTS = ['name', 'sku_count', 'created_at'] as const;
export type SalesChannelSort = (typeof SALES_CHANNEL_SORTS)[number];
export const salesChannelListQuerySchema = listQuerySchema(SALES_CHANNEL_SORTS, 'name', {
  report_source_id: idField().optional(),
});
export type SalesChannelListQuery = z.infer<typeof salesChannelListQuerySchema>;

export const salesChannelRequestSchema = z.object({
  name: requiredString('name'),
  type: z.enum(SALES_CHANNEL_TYPES, { error: 'The selected type is invalid.' }),
  marketplace_id: optionalIdField(),
  report_source_id: optionalIdField(),
});
export type SalesChannelRequest = z.infer<typeof salesChannelRequestSchema>;

export const salesChannelParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });

/**
 * A channel's sales over time (issue 11): orders not cancelled, by purchase date (UTC), per day,
 * week (ISO, from Monday) or month. Revenue is item prices in the channel's currency (its orders'
 * most common one; orders in another currency count in units and orders only).
 */
export const SALES_INTERVALS = ['day', 'week', 'month'] as const;
export type SalesInterval = (typeof SALES_INTERVALS)[number];

export const salesChannelPerformanceQuerySchema = z
  .object({
    interval: z.enum(SALES_INTERVALS).default('week'),
    from: calendarDay('The from date must be a date (YYYY-MM-DD).').optional(),
    to: calendarDay('The to date must be a date (YYYY-MM-DD).').optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    message: 'The from date must be on or before the to date.',
    path: ['from'],
  });
export type SalesChannelPerformanceQuery = z.infer<typeof salesChannelPerformanceQuerySchema>;

export const salesChannelPerformanceSchema = z
  .object({
    interval: z.enum(SALES_INTERVALS),
    from: z.string().describe('YYYY-MM-DD'),
    to: z.string().describe('YYYY-MM-DD'),
    currency: z.string().nullable(),
    totals: z.object({
      orders: z.number().int(),
      units: z.number().int(),
      revenue: z.string().nullable(),
      returned_units: z.number().int(),
      returns_rate: z.number().nullable().describe('Returned units / units sold, 0–1'),
    }),
    series: z.array(
      z.object({
        period: z.string().describe('The period’s first day, YYYY-MM-DD'),
        orders: z.number().int(),
        units: z.number().int(),
        revenue: z.string().nullable(),
      }),
    ),
    top_skus: z.array(
      z.object({
        sku_id: z.number().int(),
        seller_sku: z.string(),
        name: z.string().nullable(),
        units: z.number().int(),
        revenue: z.string().nullable(),
      }),
    ),
  })
  .meta({ id: 'SalesChannelPerformance' });
export type SalesChannelPerformance = z.infer<typeof salesChannelPerformanceSchema>;
