import { z } from 'zod';
import { isoDateTime } from './fields.ts';
import { organisationSchema } from './organisations.ts';

export const userSchema = z
  .object({
    id: z.number().int(),
    email: z.string(),
    name: z.string(),
    profile_picture: z.string().nullable(),
    email_verified_at: isoDateTime.nullable(),
    organisations: z.array(organisationSchema),
    xero_connections: z.array(z.unknown()),
    current_organisation: organisationSchema.nullable(),
    created_at: isoDateTime,
    updated_at: isoDateTime,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof userSchema>;
