import {
  errorResponseSchema,
  productParamsSchema,
  productTransfersSchema,
  stockDataQuerySchema,
  stockDataSchema,
  stockPerWarehouseSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { notFound } from '../../lib/app-error.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { productExists } from './product-stock.repository.ts';
import { productStockData, productStockPerWarehouse } from './product-stock.usecases.ts';

const errors = {
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  422: errorResponseSchema,
};

/** A product's stock, read from the ledger: under /api/organisations/{organisation}/products/{id}. */
export const inventoryRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/products/:id/stock-data',
    {
      schema: {
        tags: ['products'],
        description: 'Stock at the end of each UTC day, total and per warehouse; default the last 365 days.',
        params: productParamsSchema,
        querystring: stockDataQuerySchema,
        response: { 200: stockDataSchema, ...errors },
      },
    },
    async (request) =>
      productStockData({
        db: ctx.db,
        organisationId: tenantOf(request).organisation.id,
        productId: request.params.id,
        from: request.query.from,
        to: request.query.to,
      }),
  );

  app.get(
    '/products/:id/stock-per-warehouse',
    {
      schema: {
        tags: ['products'],
        params: productParamsSchema,
        response: { 200: stockPerWarehouseSchema, ...errors },
      },
    },
    async (request) =>
      productStockPerWarehouse({
        db: ctx.db,
        organisationId: tenantOf(request).organisation.id,
        productId: request.params.id,
      }),
  );

  app.get(
    '/products/:id/transfers',
    {
      schema: {
        tags: ['products'],
        description: 'Transfers carrying the product (empty until transfers exist).',
        params: productParamsSchema,
        response: { 200: productTransfersSchema, ...errors },
      },
    },
    async (request) => {
      if (!(await productExists(ctx.db, tenantOf(request).organisation.id, request.params.id)))
        throw notFound();
      return { data: [] };
    },
  );
};
