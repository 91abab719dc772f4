import { countsSchema, organisationParamsSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { countNeedsAttention } from './counts.usecases.ts';

/** The sidebar's badges, under /api/organisations/{organisation}: read on every page load. */
export const countsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/counts',
    {
      schema: {
        tags: ['organisations'],
        params: organisationParamsSchema,
        response: { 200: countsSchema, ...errors },
      },
    },
    async (request) => {
      const { counts } = await countNeedsAttention({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
      });
      return counts;
    },
  );
};
