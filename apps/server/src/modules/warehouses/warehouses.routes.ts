import {
  dataOf,
  movementSchema,
  organisationParamsSchema,
  paginated,
  stockAdjustmentRequestSchema,
  warehouseListQuerySchema,
  warehouseMovementsQuerySchema,
  warehouseParamsSchema,
  warehouseRequestSchema,
  warehouseSchema,
  warehouseStockItemSchema,
  warehouseStockQuerySchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { signedIn } from '../../plugins/session.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { adjustStock, listMovementsPage, listWarehouseStockPage } from './warehouse-stock.usecases.ts';
import {
  createWarehouse,
  deleteWarehouseByUlid,
  listWarehousesPage,
  showWarehouse,
  updateWarehouseDetails,
} from './warehouses.usecases.ts';

const tags = ['warehouses'];

/** Warehouses (addressed by ulid), their stock table, adjustments and ledger. */
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

  app.delete(
    '/warehouses/:warehouse',
    {
      schema: {
        tags,
        description: 'Refused (422) once the warehouse has stock history.',
        params: warehouseParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await deleteWarehouseByUlid({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        ulid: request.params.warehouse,
      });
      return reply.code(204).send(null);
    },
  );

  app.get(
    '/warehouses/:warehouse/stock',
    {
      schema: {
        tags,
        params: warehouseParamsSchema,
        querystring: warehouseStockQuerySchema,
        response: { 200: paginated(warehouseStockItemSchema), ...errors },
      },
    },
    async (request) => {
      const { page } = await listWarehouseStockPage({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        ulid: request.params.warehouse,
        query: request.query,
      });
      return page;
    },
  );

  app.post(
    '/warehouses/:warehouse/adjustments',
    {
      schema: {
        tags,
        description: 'Writes one `adjustment` movement (signed quantity, with a reason) to the ledger.',
        params: warehouseParamsSchema,
        body: stockAdjustmentRequestSchema,
        response: { 201: dataOf(movementSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { movement } = await adjustStock({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        ulid: request.params.warehouse,
        userId: signedIn(request).user.id,
        input: request.body,
      });
      return reply.code(201).send({ data: movement });
    },
  );

  app.get(
    '/warehouses/:warehouse/movements',
    {
      schema: {
        tags,
        description: 'The warehouse ledger, newest first.',
        params: warehouseParamsSchema,
        querystring: warehouseMovementsQuerySchema,
        response: { 200: paginated(movementSchema), ...errors },
      },
    },
    async (request) => {
      const { page } = await listMovementsPage({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        ulid: request.params.warehouse,
        query: request.query,
      });
      return page;
    },
  );
};
