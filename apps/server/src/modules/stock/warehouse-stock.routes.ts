import {
  dataOf,
  movementSchema,
  paginated,
  stockAdjustmentRequestSchema,
  warehouseMovementsQuerySchema,
  warehouseParamsSchema,
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
import { deleteWarehouse } from './warehouse-deletion.usecase.ts';
import { adjustStock, listMovementsPage, listWarehouseStockPage } from './warehouse-stock.usecases.ts';

const tags = ['warehouses'];

/**
 * A warehouse's stock table, adjustments and ledger, under its route (/warehouses/{ulid}/…), and
 * its deletion, which the ledger and the suppliers pointing at it have a say in.
 */
export const warehouseStockRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
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
      await deleteWarehouse({
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
