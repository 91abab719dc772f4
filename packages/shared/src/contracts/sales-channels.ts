import { z } from 'zod';
import { idField, idParam, isoDateTime, optionalIdField, requiredString } from './fields.ts';
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
