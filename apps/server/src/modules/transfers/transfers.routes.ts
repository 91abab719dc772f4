import {
  dataOf,
  movementSchema,
  productParamsSchema,
  productTransfersSchema,
  receiveTransferRequestSchema,
  resolveDiscrepancyRequestSchema,
  shipTransferRequestSchema,
  TRANSFER_CSV_COLUMNS,
  transferEventSchema,
  transferListQuerySchema,
  transferParamsSchema,
  transferRequestSchema,
  transferSchema,
  transferTicketRequestSchema,
  warehouseParamsSchema,
  warehouseTransfersSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { registerCsvExport } from '../../http/csv-routes.ts';
import { noBody, registerRecordActions, registerRecordRoutes } from '../../http/record-routes.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import {
  cancelTransfer,
  closeTransfer,
  raiseTicket,
  receiveTransfer,
  resolveDiscrepancy,
  shipTransfer,
} from './transfer-actions.usecases.ts';
import { transferCsvRow } from './transfers.presenter.ts';
import {
  createTransfer,
  exportTransfers,
  listTransfersPage,
  productTransfers,
  removeTransfer,
  showTransfer,
  transferMovements,
  transferTimeline,
  updateTransferDetails,
  warehouseTransfers,
} from './transfers.usecases.ts';

const tags = ['transfers'];

/** Transfers under /api/organisations/{organisation}, and the transfer lists of products and warehouses. */
export const transfersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  registerRecordRoutes(app, {
    resource: 'transfers',
    listQuery: transferListQuerySchema,
    params: transferParamsSchema,
    body: transferRequestSchema,
    record: transferSchema,
    list: listTransfersPage,
    create: async (args) => (await createTransfer(args)).transfer,
    show: async ({ db, organisationId, id }) => (await showTransfer({ db, organisationId, id })).transfer,
    update: async (args) => (await updateTransferDetails(args)).transfer,
  });

  registerCsvExport(app, {
    resource: 'transfers',
    listQuery: transferListQuerySchema,
    columns: TRANSFER_CSV_COLUMNS,
    exportRows: async (args) => ({ rows: (await exportTransfers(args)).map(transferCsvRow) }),
  });

  app.delete(
    '/transfers/:id',
    {
      schema: {
        tags,
        description: 'Deletes a draft that never shipped; any other transfer is cancelled instead (422).',
        params: transferParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeTransfer({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  const action = registerRecordActions(app, {
    resource: 'transfers',
    params: transferParamsSchema,
    record: transferSchema,
    pick: ({ transfer }: { transfer: z.output<typeof transferSchema> }) => transfer,
  });

  action(
    'ship',
    'Ships: each item leaves the origin (transfer_out). 422 per item the origin holds too few of, unless allow_negative_stock.',
    shipTransferRequestSchema,
    shipTransfer,
  );
  action(
    'receive',
    "Receives: quantity_received is each item's total so far (resending is harmless); the difference enters the destination (transfer_in). Closes when all arrived as shipped, or with close: true.",
    receiveTransferRequestSchema,
    receiveTransfer,
  );
  action(
    'close',
    'Closes: receiving is over; a shortfall is a discrepancy until resolved.',
    noBody,
    closeTransfer,
  );
  action('cancel', 'Cancels; units shipped and not received go back to the origin.', noBody, cancelTransfer);
  action(
    'ticket',
    'Raises a ticket (carrier or marketplace) or updates its status.',
    transferTicketRequestSchema,
    raiseTicket,
  );
  action(
    'resolve-discrepancy',
    'Resolves the discrepancy with a note (who and when are recorded).',
    resolveDiscrepancyRequestSchema,
    resolveDiscrepancy,
  );

  app.get(
    '/transfers/:id/events',
    {
      schema: {
        tags,
        description: "The transfer's timeline, oldest first.",
        params: transferParamsSchema,
        response: { 200: dataOf(z.array(transferEventSchema)), ...errors },
      },
    },
    async (request) => ({
      data: (
        await transferTimeline({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          id: request.params.id,
        })
      ).events,
    }),
  );

  app.get(
    '/transfers/:id/movements',
    {
      schema: {
        tags,
        description: 'The ledger movements the transfer wrote, oldest first.',
        params: transferParamsSchema,
        response: { 200: dataOf(z.array(movementSchema)), ...errors },
      },
    },
    async (request) => ({
      data: (
        await transferMovements({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          id: request.params.id,
        })
      ).movements,
    }),
  );

  app.get(
    '/products/:id/transfers',
    {
      schema: {
        tags: ['products'],
        description: "The latest transfers carrying the product's SKUs (up to 100, newest first).",
        params: productParamsSchema,
        response: { 200: productTransfersSchema, ...errors },
      },
    },
    async (request) => ({
      data: (
        await productTransfers({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          productId: request.params.id,
        })
      ).transfers,
    }),
  );

  app.get(
    '/warehouses/:warehouse/transfers',
    {
      schema: {
        tags: ['warehouses'],
        description: 'The latest transfers into and out of the warehouse (up to 100 each, newest first).',
        params: warehouseParamsSchema,
        response: { 200: warehouseTransfersSchema, ...errors },
      },
    },
    async (request) => ({
      data: await warehouseTransfers({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        ulid: request.params.warehouse,
      }),
    }),
  );
};
