import {
  salesChannelListQuerySchema,
  salesChannelParamsSchema,
  salesChannelRequestSchema,
  salesChannelSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { registerRecordRoutes } from '../../http/record-routes.ts';
import {
  createSalesChannel,
  listSalesChannelsPage,
  showSalesChannel,
  updateSalesChannelDetails,
} from './sales-channels.usecases.ts';

/**
 * Where the seller sells; a channel's SKUs are GET /skus?sales_channel_id=, its performance
 * GET /sales-channels/:id/performance (store-orders' routes: the figures are its orders').
 */
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
};
