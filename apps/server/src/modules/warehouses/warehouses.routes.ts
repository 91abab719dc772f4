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
  warehouseTransfersSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors } from '../../http/route-responses.ts';
import { signedIn } from '../../plugins/session.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import { adjustStock, listMovementsPage, listWarehouseStockPage } from './warehouse-stock.usecases.ts';
import {
  createWarehouse,
  deleteWarehouseByUlid,
  listWarehousesPage,
  requireWarehouse,
  showWarehouse,
  updateWarehouseDetails,
} from './warehouses.usecases.ts';

const errors = organisationRouteErrors;
const tags = ['warehouses'];

/** Warehouses (addressed by ulid), their stock table, adjustments and ledger. */
export const warehousesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;
  const organisationId = (request: Parameters<typeof tenantOf>[0]) => tenantOf(request).organisation.id;

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
    async (request) =>
      listWarehousesPage({ db, organisationId: organisationId(request), query: request.query }),
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
      const data = await createWarehouse({
        db,
        organisationId: organisationId(request),
        input: request.body,
      });
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/warehouses/:warehouse',
    {
      schema: { tags, params: warehouseParamsSchema, response: { 200: dataOf(warehouseSchema), ...errors } },
    },
    async (request) => ({
      data: await showWarehouse({
        db,
        organisationId: organisationId(request),
        ulid: request.params.warehouse,
      }),
    }),
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
    async (request) => ({
      data: await updateWarehouseDetails({
        db,
        organisationId: organisationId(request),
        ulid: request.params.warehouse,
        input: request.body,
      }),
    }),
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
        db,
        organisationId: organisationId(request),
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
    async (request) =>
      listWarehouseStockPage({
        db,
        organisationId: organisationId(request),
        ulid: request.params.warehouse,
        query: request.query,
      }),
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
      const data = await adjustStock({
        db,
        organisationId: organisationId(request),
        ulid: request.params.warehouse,
        userId: signedIn(request).user.id,
        input: request.body,
      });
      return reply.code(201).send({ data });
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
    async (request) =>
      listMovementsPage({
        db,
        organisationId: organisationId(request),
        ulid: request.params.warehouse,
        query: request.query,
      }),
  );

  app.get(
    '/warehouses/:warehouse/transfers',
    {
      schema: {
        tags,
        description: 'Incoming and outgoing transfers (empty until transfers exist).',
        params: warehouseParamsSchema,
        response: { 200: warehouseTransfersSchema, ...errors },
      },
    },
    async (request) => {
      await requireWarehouse(db, organisationId(request), request.params.warehouse);
      return { data: { incoming: [], outgoing: [] } };
    },
  );
};
