import { z } from 'zod';
import { idParam, isoDateTime } from './fields.ts';

/**
 * CSV imports run in the background (decision 9): the upload answers 202 with the import, which
 * the client polls at `GET /api/organisations/{organisation}/imports/{id}` until it is done
 * (`created`, `updated`) or failed (`errors` keyed `rows.<line>.<field>` as a 422 would carry,
 * or a `message`). Nothing of a failed import is written.
 */
export const IMPORT_RESOURCES = ['products', 'skus', 'suppliers'] as const;
export type ImportResource = (typeof IMPORT_RESOURCES)[number];

/** queued: waiting for a worker; running: being written; done / failed: final. */
export const IMPORT_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];

export const importSchema = z.object({
  id: z.number().int(),
  resource: z.enum(IMPORT_RESOURCES),
  status: z.enum(IMPORT_STATUSES),
  /** Rows in the file. */
  total: z.number().int(),
  /** Rows written so far: 0 until the job commits, then `total` (an import writes all rows or none). */
  processed: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  /** A failed import's row errors, keyed `rows.<line>.<field>`. */
  errors: z.record(z.string(), z.array(z.string())).nullable(),
  /** Why a failed import failed. */
  message: z.string().nullable(),
  created_at: isoDateTime,
  finished_at: isoDateTime.nullable(),
});
export type Import = z.infer<typeof importSchema>;

export const importParamsSchema = z.object({ organisation: z.string().min(1), id: idParam });

/** A status an import does not leave. */
export const isImportFinished = (status: ImportStatus): boolean => status === 'done' || status === 'failed';
