import { demoPreparationResponseSchema, organisationParamsSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { findDemoPreparation } from './demo-preparations.repository.ts';

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
      const row = await findDemoPreparation(dbOf(request), { organisationId: organisationIdOf(request) });
      return {
        data: row && {
          steps_done: row.stepsDone,
          steps: row.steps,
          step: row.step,
          started_at: row.startedAt.toISOString(),
          finished_at: row.finishedAt?.toISOString() ?? null,
          failure: row.failure,
        },
      };
    },
  );
};
