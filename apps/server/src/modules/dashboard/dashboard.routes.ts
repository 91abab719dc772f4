import { dashboardQuerySchema, dashboardSchema, dataOf, organisationParamsSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { showDashboard } from './dashboard.usecases.ts';

/** GET /api/organisations/{organisation}/dashboard: the dashboard's series. */
export const dashboardRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['dashboard'],
        description:
          "Over the last `days` days (30, 90 or 365) up to today in the organisation's time zone: units sold per day, units in stock at the end of each day, units and orders per sales channel.",
        params: organisationParamsSchema,
        querystring: dashboardQuerySchema,
        response: { 200: dataOf(dashboardSchema), ...errors },
      },
    },
    async (request) => ({
      data: (
        await showDashboard({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query,
        })
      ).dashboard,
    }),
  );
};
