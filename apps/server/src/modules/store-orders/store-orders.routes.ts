import {
  dataOf,
  organisationParamsSchema,
  paginated,
  storeOrderListQuerySchema,
  storeOrderParamsSchema,
  storeOrderSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { listStoreOrders, showStoreOrder } from './store-orders.usecases.ts';

const tags = ['store-orders'];

/** The marketplace's orders under /api/organisations/{organisation} (written by report processing). */
export const storeOrdersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/store-orders',
    {
      schema: {
        tags,
        description:
          'Orders with their items. Filters: status, fulfillment_channel (AFN/MFN), sales_channel_id, report_source_id, sku_id, from/to (purchase date, inclusive), search (order id or seller SKU, prefix).',
        params: organisationParamsSchema,
        querystring: storeOrderListQuerySchema,
        response: { 200: paginated(storeOrderSchema), ...errors },
      },
    },
    async (request) =>
      listStoreOrders({ db: dbOf(request), organisationId: organisationIdOf(request), query: request.query }),
  );

  app.get(
    '/store-orders/:id',
    {
      schema: {
        tags,
        params: storeOrderParamsSchema,
        response: { 200: dataOf(storeOrderSchema), ...errors },
      },
    },
    async (request) => {
      const { order } = await showStoreOrder({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return { data: order };
    },
  );
};
