import { organisationParamsSchema, searchQuerySchema, searchResponseSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { searchOrganisation } from './search.usecases.ts';

/** The global search under /api/organisations/{organisation}: every registered kind at once. */
export const searchRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/search',
    {
      schema: {
        tags: ['search'],
        description:
          'Searches SKUs (sku_id, ASIN, name), products, suppliers, warehouses and fulfillment centers by part of their name or code; up to `limit` hits per kind, best first.',
        params: organisationParamsSchema,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, ...organisationRouteErrors },
      },
    },
    async (request) => {
      const { groups } = await searchOrganisation({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        query: request.query,
      });
      return { data: { query: request.query.query, groups } };
    },
  );
};
