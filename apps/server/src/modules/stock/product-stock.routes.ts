import {
  productParamsSchema,
  stockDataQuerySchema,
  stockDataSchema,
  stockPerWarehouseSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { productStockData, productStockPerWarehouse } from './product-stock.usecases.ts';

const tags = ['products'];

/** A product's stock, read from the ledger: under /api/organisations/{organisation}/products/{id}. */
export const productStockRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/products/:id/stock-data',
    {
      schema: {
        tags,
        description: 'Stock at the end of each UTC day, total and per warehouse; default the last 365 days.',
        params: productParamsSchema,
        querystring: stockDataQuerySchema,
        response: { 200: stockDataSchema, ...errors },
      },
    },
    async (request) => {
      const { stockData } = await productStockData({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        productId: request.params.id,
        query: request.query,
      });
      return stockData;
    },
  );

  app.get(
    '/products/:id/stock-per-warehouse',
    { schema: { tags, params: productParamsSchema, response: { 200: stockPerWarehouseSchema, ...errors } } },
    async (request) => {
      const { warehouses } = await productStockPerWarehouse({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        productId: request.params.id,
      });
      return { data: warehouses };
    },
  );
};
