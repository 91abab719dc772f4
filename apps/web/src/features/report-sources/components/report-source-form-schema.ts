import {
  type CreateReportSourceRequest,
  createReportSourceRequestSchema,
  REPORT_SOURCE_REGIONS,
  type ReportSource,
  type UpdateReportSourceRequest,
} from '@backoffice/shared';
import { z } from 'zod';
import { blankAsNull } from '../../../lib/form-values.ts';

export const SECRET_FIELDS = ['auth_token', 'client_key', 'client_secret'] as const;
export type SecretField = (typeof SECRET_FIELDS)[number];

const shape = createReportSourceRequestSchema.shape;

/** What the form holds; secrets are whatever was typed ('' = nothing typed). */
export const reportSourceFormSchema = z.object({
  name: shape.name,
  type: shape.type,
  region_code: z.enum(REPORT_SOURCE_REGIONS, { error: 'The selected region is invalid.' }),
  seller_partner_id: blankAsNull(z.string().trim().max(100).nullable()),
  auth_token: z.string().trim().max(4000, 'The auth token is too long.'),
  client_key: z.string().trim().max(4000, 'The client key is too long.'),
  client_secret: z.string().trim().max(4000, 'The client secret is too long.'),
  has_daily_sync: z.boolean(),
});
export type ReportSourceFormValues = z.input<typeof reportSourceFormSchema>;
export type ReportSourceFormOutput = z.output<typeof reportSourceFormSchema>;
export const REPORT_SOURCE_FORM_FIELDS = Object.keys(
  reportSourceFormSchema.shape,
) as (keyof ReportSourceFormValues)[];

export const REPORT_SOURCE_REGION_LABELS: Record<(typeof REPORT_SOURCE_REGIONS)[number], string> = {
  Unknown: 'Unknown',
  NA: 'North America (NA)',
  EU: 'Europe (EU)',
  FE: 'Far East (FE)',
};

/** Secrets are never sent back by the server, so the form always starts with them empty. */
export function reportSourceFormValues(source?: ReportSource): ReportSourceFormValues {
  return {
    name: source?.name ?? '',
    type: source?.type ?? 'amazon',
    region_code: (source?.region_code as ReportSourceFormValues['region_code'] | undefined) ?? 'Unknown',
    seller_partner_id: source?.seller_partner_id ?? '',
    auth_token: '',
    client_key: '',
    client_secret: '',
    has_daily_sync: source?.has_daily_sync ?? true,
  };
}

/**
 * A stored secret is only touched on purpose: typed text replaces it, "Clear" sends null, and a
 * field left alone is left out, so the server keeps what it has (spec section 7's PUT).
 */
export function secretValue(typed: string, cleared: boolean): string | null | undefined {
  if (typed !== '') return typed;
  return cleared ? null : undefined;
}

function secrets(values: ReportSourceFormOutput, cleared: ReadonlySet<SecretField>) {
  const body: Partial<Record<SecretField, string | null>> = {};
  for (const field of SECRET_FIELDS) {
    const value = secretValue(values[field], cleared.has(field));
    if (value !== undefined) body[field] = value;
  }
  return body;
}

export function updateReportSourceBody(
  values: ReportSourceFormOutput,
  cleared: ReadonlySet<SecretField>,
): UpdateReportSourceRequest {
  return {
    name: values.name,
    type: values.type,
    has_daily_sync: values.has_daily_sync,
    ...secrets(values, cleared),
  };
}

/** A new source has nothing stored, so only typed secrets are sent. */
export function createReportSourceBody(values: ReportSourceFormOutput): CreateReportSourceRequest {
  return {
    name: values.name,
    type: values.type,
    region_code: values.region_code,
    seller_partner_id: values.seller_partner_id,
    has_daily_sync: values.has_daily_sync,
    ...secrets(values, new Set()),
  };
}
