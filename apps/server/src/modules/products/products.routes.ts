import {
  dataOf,
  minStockSchema,
  organisationParamsSchema,
  paginated,
  productListQuerySchema,
  productParamsSchema,
  productRequestSchema,
  productSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { registerCsvRoutes } from '../../http/csv-routes.ts';
import { organisationRouteErrors } from '../../http/route-responses.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import {
  createProduct,
  getMinStock,
  listProductsPage,
  removeProduct,
  setMinStock,
  showProduct,
  updateProductDetails,
} from './products.usecases.ts';
import { exportProducts, importProducts } from './products-csv.usecases.ts';

const errors = organisationRouteErrors;
const tags = ['products'];
const productResponse = dataOf(productSchema);

/**
 * Products under /api/organisations/{organisation}. The stock figures of one product
 * (stock-data, stock-per-warehouse, transfers) live with the inventory module.
 */
export const productsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/products',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        querystring: productListQuerySchema,
        response: { 200: paginated(productSchema), ...errors },
      },
    },
    async (request) => listProductsPage({ ctx, tenant: tenantOf(request), query: request.query }),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        body: productRequestSchema,
        response: { 201: productResponse, ...errors },
      },
    },
    async (request, reply) => {
      const product = await createProduct({ ctx, tenant: tenantOf(request), input: request.body });
      return reply.code(201).send({ data: product });
    },
  );

  registerCsvRoutes(app, {
    ctx,
    resource: 'products',
    listQuery: productListQuerySchema,
    exportColumns: 'id, name, cogs, cogs_currency, min_stock, supplier, sku_count, stock',
    importColumns: 'name, cogs, cogs_currency, min_stock, supplier (upserts by name)',
    exportRows: exportProducts,
    importRows: importProducts,
  });

  app.get(
    '/products/:id',
    { schema: { tags, params: productParamsSchema, response: { 200: productResponse, ...errors } } },
    async (request) => ({
      data: await showProduct({ db: ctx.db, tenant: tenantOf(request), id: request.params.id }),
    }),
  );

  app.put(
    '/products/:id',
    {
      schema: {
        tags,
        params: productParamsSchema,
        body: productRequestSchema,
        response: { 200: productResponse, ...errors },
      },
    },
    async (request) => ({
      data: await updateProductDetails({
        ctx,
        tenant: tenantOf(request),
        id: request.params.id,
        input: request.body,
      }),
    }),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        description: 'Deletes the product; its SKUs stay, unmapped.',
        params: productParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeProduct({ ctx, tenant: tenantOf(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/products/:id/min-stock',
    { schema: { tags, params: productParamsSchema, response: { 200: dataOf(minStockSchema), ...errors } } },
    async (request) => ({
      data: await getMinStock({ ctx, tenant: tenantOf(request), id: request.params.id }),
    }),
  );

  app.put(
    '/products/:id/min-stock',
    {
      schema: {
        tags,
        params: productParamsSchema,
        body: minStockSchema,
        response: { 200: dataOf(minStockSchema), ...errors },
      },
    },
    async (request) => ({
      data: await setMinStock({
        ctx,
        tenant: tenantOf(request),
        id: request.params.id,
        minStock: request.body.min_stock,
      }),
    }),
  );
};
