import { dataOf, importParamsSchema, importSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { showImport } from './imports.usecases.ts';

/** A CSV import's progress and outcome (the uploads are POST /{products|skus|suppliers}/import). */
export const importsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/imports/:id',
    {
      schema: {
        tags: ['imports'],
        description:
          'A CSV import: queued, running, then done (created, updated) or failed (errors keyed rows.<line>.<field>, or a message). Nothing of a failed import is written.',
        params: importParamsSchema,
        response: { 200: dataOf(importSchema), ...errors },
      },
    },
    async (request) => {
      const { import: found } = await showImport({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return { data: found };
    },
  );
};
