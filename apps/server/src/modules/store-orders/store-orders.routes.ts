import {
  acknowledgeOrderProblemRequestSchema,
  dataOf,
  orderProblemSummarySchema,
  organisationParamsSchema,
  paginated,
  salesChannelParamsSchema,
  salesChannelPerformanceQuerySchema,
  salesChannelPerformanceSchema,
  storeOrderDetailSchema,
  storeOrderListQuerySchema,
  storeOrderParamsSchema,
  storeOrderSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { registerRecordActions } from '../../http/record-routes.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { salesChannelPerformance } from './sales-channel-performance.usecase.ts';
import {
  acknowledgeOrderProblem,
  listStoreOrders,
  showStoreOrder,
  summariseOrderProblems,
} from './store-orders.usecases.ts';

const tags = ['store-orders'];

/** The marketplace's orders under /api/organisations/{organisation} (written by report processing). */
export const storeOrdersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/store-orders',
    {
      schema: {
        tags,
        description:
          'Orders with their items and problems. Filters: problems=true (problem orders not yet acknowledged: the `orders` count), problem (one rule, acknowledged or not), status, fulfillment_channel (AFN/MFN), sales_channel_id, report_source_id, sku_id, from/to (purchase date, inclusive), search (order id or seller SKU, prefix).',
        params: organisationParamsSchema,
        querystring: storeOrderListQuerySchema,
        response: { 200: paginated(storeOrderSchema), ...errors },
      },
    },
    async (request) =>
      (
        await listStoreOrders({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query,
        })
      ).page,
  );

  app.get(
    '/store-orders/problem-summary',
    {
      schema: {
        tags,
        description:
          'Where the problem orders not yet acknowledged come from: per rule, its orders and (for unmapped_sku and missing_cogs) the SKUs that still meet it, most orders first.',
        params: organisationParamsSchema,
        response: { 200: dataOf(z.array(orderProblemSummarySchema)), ...errors },
      },
    },
    async (request) => {
      const { summary } = await summariseOrderProblems({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
      });
      return { data: summary };
    },
  );

  app.get(
    '/store-orders/:id',
    {
      schema: {
        tags,
        description: 'One order with its items, margin (price less COGS) and timeline.',
        params: storeOrderParamsSchema,
        response: { 200: dataOf(storeOrderDetailSchema), ...errors },
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

  const action = registerRecordActions(app, {
    resource: 'store-orders',
    params: storeOrderParamsSchema,
    record: storeOrderDetailSchema,
    pick: ({ order }: { order: z.output<typeof storeOrderDetailSchema> }) => order,
  });
  action(
    'acknowledge',
    "Acknowledges the order's problems with a note: it leaves Problem Orders and the `orders` count until a rule the acknowledgement did not cover finds something. 422 when the order has no problem.",
    acknowledgeOrderProblemRequestSchema,
    acknowledgeOrderProblem,
  );
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
