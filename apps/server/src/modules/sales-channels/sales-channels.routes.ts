import {
  dataOf,
  salesChannelListQuerySchema,
  salesChannelParamsSchema,
  salesChannelPerformanceQuerySchema,
  salesChannelPerformanceSchema,
  salesChannelRequestSchema,
  salesChannelSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { registerRecordRoutes } from '../../http/record-routes.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { salesChannelPerformance } from './sales-channel-performance.usecase.ts';
import {
  createSalesChannel,
  listSalesChannelsPage,
  showSalesChannel,
  updateSalesChannelDetails,
} from './sales-channels.usecases.ts';

/** Where the seller sells; a channel's SKUs are GET /skus?sales_channel_id=. */
export const salesChannelsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  registerRecordRoutes(app, {
    resource: 'sales-channels',
    listQuery: salesChannelListQuerySchema,
    params: salesChannelParamsSchema,
    body: salesChannelRequestSchema,
    record: salesChannelSchema,
    list: listSalesChannelsPage,
    create: async ({ db, organisationId, input }) =>
      (await createSalesChannel({ db, organisationId, input })).salesChannel,
    show: async ({ db, organisationId, id }) =>
      (await showSalesChannel({ db, organisationId, id })).salesChannel,
    update: async ({ db, organisationId, id, input }) =>
      (await updateSalesChannelDetails({ db, organisationId, id, input })).salesChannel,
  });

  app.get(
    '/sales-channels/:id/performance',
    {
      schema: {
        tags: ['sales-channels'],
        description:
          'Orders (not cancelled), units and revenue per day, week or month (interval) from `from` to `to` (default: the last 90 days), the top 10 SKUs by units and the returns rate.',
        params: salesChannelParamsSchema,
        querystring: salesChannelPerformanceQuerySchema,
        response: { 200: dataOf(salesChannelPerformanceSchema), ...errors },
      },
    },
    async (request) => ({
      data: (
        await salesChannelPerformance({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          id: request.params.id,
          query: request.query,
        })
      ).performance,
    }),
  );
};
