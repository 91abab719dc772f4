import {
  createSkuRequestSchema,
  dataOf,
  organisationParamsSchema,
  paginated,
  SKU_CSV_COLUMNS,
  skuListQuerySchema,
  skuMappingRequestSchema,
  skuMappingResponseSchema,
  skuParamsSchema,
  skuSchema,
  updateSkuRequestSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { registerCsvRoutes } from '../../http/csv-routes.ts';
import { organisationRouteErrors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { mapSkusToProduct } from './sku-mapping.usecase.ts';
import { createSku, listSkusPage, removeSku, showSku, updateSkuDetails } from './skus.usecases.ts';
import { exportSkus, importSkus } from './skus-csv.usecases.ts';

const errors = organisationRouteErrors;
const tags = ['skus'];
const skuResponse = dataOf(skuSchema);

/** SKUs under /api/organisations/{organisation}. */
export const skusRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/skus',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        querystring: skuListQuerySchema,
        response: { 200: paginated(skuSchema), ...errors },
      },
    },
    async (request) => {
      const { page } = await listSkusPage({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        query: request.query,
      });
      return page;
    },
  );

  app.post(
    '/skus',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        body: createSkuRequestSchema,
        response: { 201: skuResponse, ...errors },
      },
    },
    async (request, reply) => {
      const { sku } = await createSku({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        input: request.body,
      });
      return reply.code(201).send({ data: sku });
    },
  );

  app.post(
    '/skus/mapping',
    {
      schema: {
        tags,
        description:
          'Maps the selected SKUs to an existing product (product_id) or a new one (new_product_name).',
        params: organisationParamsSchema,
        body: skuMappingRequestSchema,
        response: { 200: skuMappingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const data = await mapSkusToProduct({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        input: request.body,
      });
      return { data };
    },
  );

  registerCsvRoutes(app, {
    resource: 'skus',
    listQuery: skuListQuerySchema,
    columns: SKU_CSV_COLUMNS,
    exportRows: exportSkus,
    importRows: importSkus,
    database: ctx.db,
    jobs: ctx.jobs,
  });

  app.get(
    '/skus/:id',
    { schema: { tags, params: skuParamsSchema, response: { 200: skuResponse, ...errors } } },
    async (request) => {
      const { sku } = await showSku({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return { data: sku };
    },
  );

  app.put(
    '/skus/:id',
    {
      schema: {
        tags,
        params: skuParamsSchema,
        body: updateSkuRequestSchema,
        response: { 200: skuResponse, ...errors },
      },
    },
    async (request) => {
      const { sku } = await updateSkuDetails({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
        input: request.body,
      });
      return { data: sku };
    },
  );

  app.delete(
    '/skus/:id',
    {
      schema: {
        tags,
        description: 'Deletes a SKU without stock history (422 otherwise: hide it instead).',
        params: skuParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeSku({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
};
