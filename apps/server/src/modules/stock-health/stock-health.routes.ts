import {
  dataOf,
  organisationParamsSchema,
  stockHealthJobParamsSchema,
  stockHealthJobSchema,
  stockHealthQuerySchema,
  stockHealthSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { retryStockJob, showStockHealth } from './stock-health.usecases.ts';

const tags = ['stock-health'];

/**
 * The health of the stock data under /api/organisations/{organisation}/stock/health. Both routes
 * read the job queue, which must not be waited on inside the request's tenant transaction (on
 * the embedded database it shares the one connection): they open their own.
 */
export const stockHealthRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, jobs } = ctx;

  app.get(
    '/stock/health',
    {
      config: { ownTransactions: true },
      schema: {
        tags,
        description:
          "Per report source its last syncs, sync error and latest request of each report type; the organisation's background jobs (counts and the 50 most recent failed or retried); the (warehouse, SKU) pairs whose ledger quantity differs from the marketplace's last report, largest difference first, paged by `page`/`per_page`; and the ledger check's mismatch counts.",
        params: organisationParamsSchema,
        querystring: stockHealthQuerySchema,
        response: { 200: dataOf(stockHealthSchema), ...errors },
      },
    },
    async (request) => {
      const { health } = await showStockHealth({
        db,
        driver: ctx.database.driver,
        jobs,
        organisationId: organisationIdOf(request),
        query: request.query,
      });
      return { data: health };
    },
  );

  app.post(
    '/stock/health/jobs/:id/retry',
    {
      config: { ability: 'manageReportSources', ownTransactions: true },
      schema: {
        tags,
        description:
          "Runs a failed job of this organisation again (202, the job waiting to retry). 404 for a job that is another organisation's, unknown, archived or not failed.",
        params: stockHealthJobParamsSchema,
        response: { 202: dataOf(stockHealthJobSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { job } = await retryStockJob({
        jobs,
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return reply.code(202).send({ data: job });
    },
  );
};
