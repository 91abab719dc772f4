import {
  dataOf,
  organisationParamsSchema,
  purchaseOrderSuggestionQuerySchema,
  purchaseOrderSuggestionSchema,
  transferSuggestionQuerySchema,
  transferSuggestionSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { suggestPurchaseOrder } from './purchase-order-suggestion.usecase.ts';
import { suggestTransfer } from './transfer-suggestion.usecase.ts';

/**
 * The suggested purchase order and transfer under /api/organisations/{organisation}: screens of
 * the purchase orders and transfers that plan with the forecast, so they live here, above both
 * (decision 22). Static paths, so the routers never take "suggestion" for an id.
 */
export const planningSuggestionsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/purchase-orders/suggestion',
    {
      schema: {
        tags: ['purchase-orders'],
        description:
          "Suggested order: per SKU of the supplier's products, recommended_quantity = max(0, sales per day × (production lead + buffer + shipping days to the warehouse + cover_days) + min_stock − (stock + inbound transfers + open purchase orders)), rounded up to the case pack.",
        params: organisationParamsSchema,
        querystring: purchaseOrderSuggestionQuerySchema,
        response: { 200: dataOf(purchaseOrderSuggestionSchema), ...errors },
      },
    },
    async (request) => {
      const { suggestion } = await suggestPurchaseOrder({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        query: request.query,
      });
      return { data: suggestion };
    },
  );

  app.get(
    '/transfers/suggestion',
    {
      schema: {
        tags: ['transfers'],
        description:
          "Suggested items: per SKU, the forecast's recommended transfer into the destination (a fulfilment centre's share of demand over 14 transit days + the organisation's cover days, less its stock and inbound, within the own warehouses' units), capped by the origin's stock; only SKUs with units to send, largest first. 422 for a warehouse that is not the organisation's.",
        params: organisationParamsSchema,
        querystring: transferSuggestionQuerySchema,
        response: { 200: dataOf(transferSuggestionSchema), ...errors },
      },
    },
    async (request) => {
      const { suggestion } = await suggestTransfer({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        query: request.query,
      });
      return { data: suggestion };
    },
  );
};
