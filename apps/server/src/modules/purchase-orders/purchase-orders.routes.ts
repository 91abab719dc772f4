import {
  organisationParamsSchema,
  PURCHASE_ORDER_CSV_COLUMNS,
  purchaseOrderListQuerySchema,
  purchaseOrderParamsSchema,
  purchaseOrderRequestSchema,
  purchaseOrderSchema,
  receivePurchaseOrderRequestSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { noBody, registerRecordActions, registerRecordRoutes } from '../../http/record-routes.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { csvText } from '../../lib/csv.ts';
import { organisationIdOf, tenantOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { renderPurchaseOrderPdf } from './purchase-order-pdf.presenter.ts';
import {
  createPurchaseOrder,
  listPurchaseOrdersPage,
  receivePurchaseOrder,
  removePurchaseOrder,
  showPurchaseOrder,
  transitionPurchaseOrder,
  updatePurchaseOrderDetails,
} from './purchase-orders.usecases.ts';
import { exportPurchaseOrders } from './purchase-orders-csv.usecases.ts';

const tags = ['purchase-orders'];

/** The status steps without a body; receive takes the units that arrived. */
const STEPS = {
  submit: 'DRAFT → SUBMITTED (sent to the supplier).',
  confirm: 'SUBMITTED → CONFIRMED (the supplier accepted it).',
  'start-production': 'CONFIRMED → IN_PRODUCTION (optional: a confirmed order may ship directly).',
  ship: 'CONFIRMED or IN_PRODUCTION → SHIPPED.',
  cancel:
    'Any status but RECEIVED and CANCELLED → CANCELLED; units already received stay in stock, no more are expected.',
} as const;

/** Purchase orders under /api/organisations/{organisation}. */
export const purchaseOrdersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  // Before /:id, so "export.csv" is never taken for an id.
  app.get(
    '/purchase-orders/export.csv',
    {
      schema: {
        tags,
        description: `CSV of the purchase orders the list query selects, a row per line: ${PURCHASE_ORDER_CSV_COLUMNS.export.join(', ')}.`,
        produces: ['text/csv'],
        params: organisationParamsSchema,
        querystring: purchaseOrderListQuerySchema,
        response: { 200: z.string(), ...errors },
      },
    },
    async (request, reply) => {
      const { rows } = await exportPurchaseOrders({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        query: request.query,
      });
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="purchase-orders.csv"')
        .send(csvText(PURCHASE_ORDER_CSV_COLUMNS.export, rows));
    },
  );

  registerRecordRoutes(app, {
    resource: 'purchase-orders',
    listQuery: purchaseOrderListQuerySchema,
    params: purchaseOrderParamsSchema,
    body: purchaseOrderRequestSchema,
    record: purchaseOrderSchema,
    list: listPurchaseOrdersPage,
    create: async ({ db, organisationId, input }) =>
      (await createPurchaseOrder({ db, organisationId, input })).purchaseOrder,
    show: async ({ db, organisationId, id }) =>
      (await showPurchaseOrder({ db, organisationId, id })).purchaseOrder,
    update: async ({ db, organisationId, id, input }) =>
      (await updatePurchaseOrderDetails({ db, organisationId, id, input })).purchaseOrder,
  });

  app.delete(
    '/purchase-orders/:id',
    {
      schema: {
        tags,
        description: 'Deletes a draft; any other status answers 422 (cancel it instead).',
        params: purchaseOrderParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removePurchaseOrder({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );

  const action = registerRecordActions(app, {
    resource: 'purchase-orders',
    params: purchaseOrderParamsSchema,
    record: purchaseOrderSchema,
    pick: ({ purchaseOrder }: { purchaseOrder: z.output<typeof purchaseOrderSchema> }) => purchaseOrder,
  });
  for (const [step, description] of Object.entries(STEPS) as [keyof typeof STEPS, string][])
    action(
      step,
      `${description} A status that does not allow it answers 422 listing the allowed actions, changing nothing.`,
      noBody,
      ({ db, organisationId, id }) => transitionPurchaseOrder({ db, organisationId, id, action: step }),
    );
  action(
    'receive',
    'Receives units of a SHIPPED or PARTIALLY_RECEIVED order into its warehouse (ledger receipts): partial, as often as needed; PARTIALLY_RECEIVED until every line is complete, then RECEIVED. More than a line still expects answers 422. A receipt_id sent again changes nothing (a retry).',
    receivePurchaseOrderRequestSchema,
    receivePurchaseOrder,
  );

  app.get(
    '/purchase-orders/:id/pdf',
    {
      schema: {
        tags,
        description: 'The purchase order as a PDF to send to the supplier.',
        produces: ['application/pdf'],
        params: purchaseOrderParamsSchema,
        response: { 200: z.instanceof(Buffer).meta({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const { purchaseOrder } = await showPurchaseOrder({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      const pdf = await renderPurchaseOrderPdf({
        purchaseOrder,
        organisationName: tenantOf(request).organisation.name,
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="purchase-order-${purchaseOrder.id}.pdf"`)
        .send(pdf);
    },
  );
};
