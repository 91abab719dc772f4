import { z } from 'zod';
import { ROLES } from '../permissions.ts';
import { isoDateTime, requiredString } from './fields.ts';

export const roleSchema = z.enum(ROLES);

/** An organisation as seen by one member: carries that member's role. */
export const organisationSchema = z
  .object({
    id: z.number().int(),
    ulid: z.string(),
    name: z.string(),
    logo: z.string().nullable().describe('URL of the logo, or null'),
    oldest_order_date: z.string().nullable(),
    role: roleSchema,
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'Organisation' });
export type Organisation = z.infer<typeof organisationSchema>;

export const organisationParamsSchema = z.object({ organisation: z.string().min(1) });

/** Fields of the multipart update; the logo arrives as a file part beside them. */
export const updateOrganisationFieldsSchema = z.object({
  name: requiredString('name'),
  remove_logo: z.enum(['0', '1', 'true', 'false']).optional(),
});
export type UpdateOrganisationFields = z.infer<typeof updateOrganisationFieldsSchema>;

export const countsSchema = z
  .object({
    disputes: z.number().int(),
    transfers: z.object({ drafts: z.number().int(), problems: z.number().int() }),
    skus: z.number().int(),
    orders: z.number().int(),
  })
  .meta({ id: 'Counts' });
export type Counts = z.infer<typeof countsSchema>;
