import {
  dataOf,
  organisationParamsSchema,
  paginated,
  warehouseListQuerySchema,
  warehouseParamsSchema,
  warehouseRequestSchema,
  warehouseSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import {
  createWarehouse,
  listWarehousesPage,
  showWarehouse,
  updateWarehouseDetails,
} from './warehouses.usecases.ts';

const tags = ['warehouses'];

/**
 * Warehouses (addressed by ulid). Their stock table, adjustments, ledger and deletion (refused once
 * they have stock history) are stock's: stock/warehouse-stock.routes.ts.
 */
export const warehousesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/warehouses',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        querystring: warehouseListQuerySchema,
        response: { 200: paginated(warehouseSchema), ...errors },
      },
    },
    async (request) => {
      const { page } = await listWarehousesPage({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        query: request.query,
      });
      return page;
    },
  );

  app.post(
    '/warehouses',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        body: warehouseRequestSchema,
        response: { 201: dataOf(warehouseSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { warehouse } = await createWarehouse({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        input: request.body,
      });
      return reply.code(201).send({ data: warehouse });
    },
  );

  app.get(
    '/warehouses/:warehouse',
    {
      schema: { tags, params: warehouseParamsSchema, response: { 200: dataOf(warehouseSchema), ...errors } },
    },
    async (request) => {
      const { warehouse } = await showWarehouse({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        ulid: request.params.warehouse,
      });
      return { data: warehouse };
    },
  );

  app.put(
    '/warehouses/:warehouse',
    {
      schema: {
        tags,
        params: warehouseParamsSchema,
        body: warehouseRequestSchema,
        response: { 200: dataOf(warehouseSchema), ...errors },
      },
    },
    async (request) => {
      const { warehouse } = await updateWarehouseDetails({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        ulid: request.params.warehouse,
        input: request.body,
      });
      return { data: warehouse };
    },
  );
};
