import {
  dataOf,
  minStockSchema,
  organisationParamsSchema,
  PRODUCT_CSV_COLUMNS,
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
import { organisationIdOf } from '../../plugins/tenant.ts';
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
  const { db } = ctx;
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
    async (request) => {
      const { page } = await listProductsPage({
        db,
        organisationId: organisationIdOf(request),
        query: request.query,
      });
      return page;
    },
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
      const { product } = await createProduct({
        db,
        organisationId: organisationIdOf(request),
        input: request.body,
      });
      return reply.code(201).send({ data: product });
    },
  );

  registerCsvRoutes(app, {
    db,
    resource: 'products',
    listQuery: productListQuerySchema,
    columns: PRODUCT_CSV_COLUMNS,
    exportRows: exportProducts,
    importRows: importProducts,
  });

  app.get(
    '/products/:id',
    { schema: { tags, params: productParamsSchema, response: { 200: productResponse, ...errors } } },
    async (request) => {
      const { product } = await showProduct({
        db,
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return { data: product };
    },
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
    async (request) => {
      const { product } = await updateProductDetails({
        db,
        organisationId: organisationIdOf(request),
        id: request.params.id,
        input: request.body,
      });
      return { data: product };
    },
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
      await removeProduct({ db, organisationId: organisationIdOf(request), id: request.params.id });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/products/:id/min-stock',
    { schema: { tags, params: productParamsSchema, response: { 200: dataOf(minStockSchema), ...errors } } },
    async (request) => {
      const { minStock } = await getMinStock({
        db,
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
        response: { 200: dataOf(minStockSchema), ...errors },
      },
    },
    async (request) => {
      const { minStock } = await setMinStock({
        db,
        organisationId: organisationIdOf(request),
        id: request.params.id,
        minStock: request.body.min_stock,
      });
      return { data: { min_stock: minStock } };
    },
  );
};
