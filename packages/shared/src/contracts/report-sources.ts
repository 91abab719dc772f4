import { z } from 'zod';
import { idParam, isoDateTime, requiredString } from './fields.ts';

export const REPORT_SOURCE_TYPES = ['amazon', 'three_pl', 'manual'] as const;
export const REPORT_SOURCE_REGIONS = ['Unknown', 'NA', 'EU', 'FE'] as const;

export const reportSourceSalesChannelSchema = z.object({
  report_source_id: z.number().int(),
  sales_channel_id: z.number().int(),
  name: z.string(),
  type: z.string(),
});

/** Credentials are never returned: only whether each is set. */
export const reportSourceSchema = z
  .object({
    id: z.number().int(),
    ulid: z.string(),
    uuid: z.string(),
    name: z.string(),
    type: z.enum(REPORT_SOURCE_TYPES),
    region_code: z.string(),
    seller_partner_id: z.string().nullable(),
    home_site: z
      .string()
      .nullable()
      .describe(
        "An Amazon source's home site, where its seller authorized the app: a marketplace's country code (GET /api/reference). Null: not known (not connected through Amazon's consent)",
      ),
    has_daily_sync: z.boolean(),
    has_auth_token: z.boolean(),
    has_client_key: z.boolean(),
    has_client_secret: z.boolean(),
    sales_channels: z.array(reportSourceSalesChannelSchema),
    orders_synced_at: isoDateTime.nullable(),
    shipments_synced_at: isoDateTime.nullable(),
    inventory_synced_at: isoDateTime.nullable(),
    orders_exists: z.boolean(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'ReportSource' });
export type ReportSource = z.infer<typeof reportSourceSchema>;

/** On update: omitted or empty keeps the stored value, null clears it, any other string replaces it. */
const secret = (field: string) =>
  z
    .string()
    .trim()
    .max(4000, `The ${field} is too long.`)
    .nullable()
    .optional()
    .describe('Write-only. On update: omitted or "" keeps it, null clears it, a string replaces it.');

export const createReportSourceRequestSchema = z.object({
  name: requiredString('name'),
  type: z.enum(REPORT_SOURCE_TYPES, { error: 'The selected type is invalid.' }),
  region_code: z.enum(REPORT_SOURCE_REGIONS, { error: 'The selected region is invalid.' }).optional(),
  seller_partner_id: z.string().trim().max(100).nullable().optional(),
  auth_token: secret('auth token'),
  client_key: secret('client key'),
  client_secret: secret('client secret'),
  has_daily_sync: z.boolean().optional(),
});
export type CreateReportSourceRequest = z.infer<typeof createReportSourceRequestSchema>;

/** Spec: PUT takes only these fields; anything else in the body is ignored. Omitted secrets stay. */
export const updateReportSourceRequestSchema = createReportSourceRequestSchema.pick({
  name: true,
  type: true,
  auth_token: true,
  client_key: true,
  client_secret: true,
  has_daily_sync: true,
});
export type UpdateReportSourceRequest = z.infer<typeof updateReportSourceRequestSchema>;

export const reportSourceParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });
