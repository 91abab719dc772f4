import { demoPreparationResponseSchema, organisationParamsSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { showDemoPreparation } from './demo-preparation.usecases.ts';

/**
 * GET …/demo-preparation: how far the filling of a first start's demo organisation is, for the
 * screens' banner (null for any other organisation). Not in the spec: the product's own route.
 */
export const demoPreparationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/demo-preparation',
    {
      schema: {
        tags: ['organisations'],
        params: organisationParamsSchema,
        response: { 200: demoPreparationResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { preparation } = await showDemoPreparation({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
      });
      return { data: preparation };
    },
  );
};
