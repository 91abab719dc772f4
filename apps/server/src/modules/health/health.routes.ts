import { healthResponseSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { checkHealth } from './health.usecases.ts';

/** For load balancers and people: 200 when the database answers and is fully migrated, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    },
    async (_request, reply) => {
      const { health } = await checkHealth({ database: ctx.database });
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  );
};
