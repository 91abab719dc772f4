import {
  dataOf,
  minStockSchema,
  PRODUCT_CSV_COLUMNS,
  productListQuerySchema,
  productParamsSchema,
  productRequestSchema,
  productSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { registerCsvRoutes } from '../../http/csv-routes.ts';
import { registerRecordRoutes } from '../../http/record-routes.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { getMinStock, setMinStock } from '../products/products.usecases.ts';
import { importProducts } from '../products/products-csv.usecases.ts';
import {
  createAndShowProduct,
  exportProducts,
  listProductsPage,
  removeProduct,
  showProduct,
  updateAndShowProduct,
} from './product-pages.usecases.ts';

const tags = ['products'];
const minStockResponse = dataOf(minStockSchema);

/**
 * Products under /api/organisations/{organisation}. Here rather than in products: a product is
 * shown with its SKUs and stock, and SKUs sit above products (decision 22). The stock figures of
 * one product (stock-data, stock-per-warehouse, transfers) live with the stock module.
 */
export const productsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  registerRecordRoutes(app, {
    resource: 'products',
    listQuery: productListQuerySchema,
    params: productParamsSchema,
    body: productRequestSchema,
    record: productSchema,
    list: listProductsPage,
    create: async ({ db, organisationId, input }) =>
      (await createAndShowProduct({ db, organisationId, input })).product,
    show: async ({ db, organisationId, id }) => (await showProduct({ db, organisationId, id })).product,
    update: async ({ db, organisationId, id, input }) =>
      (await updateAndShowProduct({ db, organisationId, id, input })).product,
  });

  registerCsvRoutes(app, {
    resource: 'products',
    listQuery: productListQuerySchema,
    columns: PRODUCT_CSV_COLUMNS,
    exportRows: exportProducts,
    importRows: importProducts,
    database: ctx.db,
    jobs: ctx.jobs,
  });

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
      await removeProduct({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/products/:id/min-stock',
    { schema: { tags, params: productParamsSchema, response: { 200: minStockResponse, ...errors } } },
    async (request) => {
      const { minStock } = await getMinStock({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return { data: { min_stock: minStock } };
    },
  );

  app.put(
    '/products/:id/min-stock',
    {
      schema: {
        tags,
        params: productParamsSchema,
        body: minStockSchema,
        response: { 200: minStockResponse, ...errors },
      },
    },
    async (request) => {
      const { minStock } = await setMinStock({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
        minStock: request.body.min_stock,
      });
      return { data: { min_stock: minStock } };
    },
  );
};
