import { APP_VERSION, healthResponseSchema } from '@backoffice/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { appliedMigrationCount, expectedMigrationCount } from '../../db/migrate.ts';

/** For load balancers and people: 200 when the database answers and is fully migrated, else 503. */
export const healthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const expected = expectedMigrationCount();
  app.get(
    '/health',
    {
      config: { public: true },
      schema: { tags: ['health'], response: { 200: healthResponseSchema, 503: healthResponseSchema } },
    },
    async (_request, reply) => {
      const reachable = await ctx.db.execute(sql`select 1`).then(
        () => true,
        () => false,
      );
      const applied = reachable ? await appliedMigrationCount(ctx.database) : 0;
      const upToDate = reachable && applied === expected;
      return reply.code(upToDate ? 200 : 503).send({
        status: upToDate ? 'ok' : 'degraded',
        version: APP_VERSION,
        database: { reachable, driver: ctx.database.driver },
        migrations: { applied, expected, up_to_date: upToDate },
      });
    },
  );
};
