import type { FieldErrors } from '@backoffice/shared';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { validationFailed } from '../lib/app-error.ts';
import { nulFieldErrors } from '../lib/nul.ts';

/**
 * PostgreSQL text cannot hold a NUL (`\u0000`): stored, it answers 500 (`invalid byte sequence
 * for encoding "UTF8": 0x00`). It is refused once, here, for every route, before any hook or
 * handler reads the request: path parameters, the query string and the body (JSON at any depth,
 * or a text/csv body as `file`) answer 422 on the field that holds it. Multipart fields and CSV
 * cells are read later, by the routes; they call `refuseNulIn` / lib/csv.ts checks each cell.
 */
export const refuseNulPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const errors: FieldErrors = {
      ...nulFieldErrors(request.params),
      ...nulFieldErrors(request.query),
      ...(typeof request.body === 'string'
        ? nulFieldErrors({ file: request.body })
        : nulFieldErrors(request.body)),
    };
    if (Object.keys(errors).length) throw validationFailed(errors);
  });
});

/** For values read after validation (multipart fields): the same 422 as the edge's. */
export function refuseNulIn(values: Record<string, unknown>): void {
  const errors = nulFieldErrors(values);
  if (Object.keys(errors).length) throw validationFailed(errors);
}
