import { z } from 'zod';
import { idParam, isoDateTime, requiredString } from './fields.ts';

/**
 * Creating, and deleting, an organisation (issue 28: a second brand without a second account).
 * Leaving one is the team's `DELETE …/team/{memberId}` with one's own id.
 */

/** POST /api/organisations: the signed-in user becomes the owner of a new organisation. */
export const createOrganisationRequestSchema = z.object({ name: requiredString('name') });
export type CreateOrganisationRequest = z.infer<typeof createOrganisationRequestSchema>;

/** At most this many organisations a user may create in an hour (each copies the reference FCs). */
export const ORGANISATION_CREATE_MAX_PER_HOUR = 20;

/**
 * DELETE /api/organisations/{organisation}: the owner types the organisation's name, exactly as
 * it is, to confirm.
 */
export const deleteOrganisationRequestSchema = z.object({ name: requiredString('name') });
export type DeleteOrganisationRequest = z.infer<typeof deleteOrganisationRequestSchema>;

export const ORGANISATION_DELETION_STATUSES = ['queued', 'running', 'done'] as const;

/**
 * A deletion under way (or finished), as the owner who asked for it sees it. The organisation is
 * gone for every member the moment it is asked for; its rows and files go in the background.
 */
export const organisationDeletionSchema = z
  .object({
    id: z.number().int(),
    organisation: z.object({ ulid: z.string(), name: z.string() }),
    status: z.enum(ORGANISATION_DELETION_STATUSES),
    /** 0–100; 100 only once done. */
    percent: z.number().int().min(0).max(100),
    /** Files and rows removed so far, of `total` (0 until the job has counted them). */
    removed: z.number().int(),
    total: z.number().int(),
    error: z
      .string()
      .nullable()
      .describe("the last attempt's failure, while it waits to run again; null when none"),
    requested_at: isoDateTime,
    finished_at: isoDateTime.nullable(),
  })
  .meta({ id: 'OrganisationDeletion' });
export type OrganisationDeletion = z.infer<typeof organisationDeletionSchema>;

export const organisationDeletionParamsSchema = z.object({ deletion: idParam });
