import { z } from 'zod';
import { idField, idParam, requiredString } from './fields.ts';
import { listQuerySchema } from './lists.ts';

export const REGION_CODES = ['NA', 'EU', 'FE'] as const;

export const countrySchema = z
  .object({ id: z.number().int(), name: z.string(), region_code: z.string(), country_code: z.string() })
  .meta({ id: 'Country' });
export type Country = z.infer<typeof countrySchema>;

export const marketplaceSchema = z
  .object({
    id: z.number().int(),
    mws_id: z.string(),
    country_code: z.string(),
    default_currency_code: z.string(),
    default_language_code: z.string(),
    domain_name: z.string(),
    endpoint: z.string(),
    seller_central_host: z
      .string()
      .describe("The Seller Central site of the marketplace's sellers, e.g. sellercentral.amazon.com.au"),
    name: z.string(),
    region_code: z.string(),
    countries: z.array(countrySchema),
  })
  .meta({ id: 'Marketplace' });
export type Marketplace = z.infer<typeof marketplaceSchema>;

export const referenceDataSchema = z.object({
  countries: z.array(countrySchema),
  marketplaces: z.array(marketplaceSchema),
});
export type ReferenceData = z.infer<typeof referenceDataSchema>;

export const fulfillmentCenterSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('The FC code, e.g. PHX7'),
    marketplace_id: z.number().int().nullable(),
    country_id: z.number().int().nullable(),
    state: z.string().nullable(),
    country: countrySchema.nullable(),
    marketplace: z.object({ id: z.number().int(), name: z.string(), mws_id: z.string() }).nullable(),
  })
  .meta({ id: 'FulfillmentCenter' });
export type FulfillmentCenter = z.infer<typeof fulfillmentCenterSchema>;

export const fulfillmentCenterRequestSchema = z.object({
  name: requiredString('name', { max: 20 }).transform((value) => value.toUpperCase()),
  marketplace_id: idField().nullable().optional(),
  country_id: idField().nullable().optional(),
  state: z.string().trim().max(100).nullable().optional(),
});
export type FulfillmentCenterRequest = z.infer<typeof fulfillmentCenterRequestSchema>;

export const FULFILLMENT_CENTER_SORTS = ['name', 'state'] as const;
export type FulfillmentCenterSort = (typeof FULFILLMENT_CENTER_SORTS)[number];
export const fulfillmentCenterListQuerySchema = listQuerySchema(FULFILLMENT_CENTER_SORTS, 'name', {
  marketplace_id: idField().optional(),
});
export type FulfillmentCenterListQuery = z.infer<typeof fulfillmentCenterListQuerySchema>;
export const fulfillmentCenterParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });
