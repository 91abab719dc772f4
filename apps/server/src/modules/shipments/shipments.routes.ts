import {
  dataOf,
  importShipmentTransferRequestSchema,
  organisationParamsSchema,
  paginated,
  SHIPMENT_FILE_COLUMNS,
  shipmentImportResultSchema,
  shipmentListQuerySchema,
  shipmentParamsSchema,
  shipmentRequestSchema,
  shipmentSchema,
} from '@backoffice/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { readUploadedFile } from '../../http/file-upload.ts';
import { registerRecordActions } from '../../http/record-routes.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { CSV_MAX_BYTES } from '../../lib/csv.ts';
import { signedIn } from '../../plugins/session.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf, inTenantOf } from '../../plugins/tenant-transaction.ts';
import { decodeShipmentFile } from './shipment-file.domain.ts';
import { importShipmentAsTransfer } from './shipment-import-transfer.usecases.ts';
import {
  importShipmentFile,
  listShipmentsPage,
  showShipment,
  updateShipmentDetails,
  upsertShipment,
} from './shipments.usecases.ts';

const tags = ['shipments'];
const shipmentData = dataOf(shipmentSchema);
const TSV = 'text/tab-separated-values';

/** The bytes of an upload: a multipart `file`, or the file itself as the body. */
async function readUpload(request: FastifyRequest): Promise<string> {
  if (request.isMultipart()) {
    return decodeShipmentFile(
      await readUploadedFile(request, { missing: 'Choose an inbound-shipment file.' }),
    );
  }
  if (Buffer.isBuffer(request.body)) return decodeShipmentFile(request.body);
  // text/csv bodies arrive as text (the app's own parser).
  if (typeof request.body === 'string') return request.body.replace(/^\uFEFF/, '');
  throw validationFailed({
    file: ['Send the file as a multipart "file" or as a text/tab-separated-values body.'],
  });
}

/** Shipments under /api/organisations/{organisation}/shipments. */
export const shipmentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  // The file as bytes: its encoding (UTF-8 or ISO-8859-1) is found by decodeShipmentFile.
  app.addContentTypeParser(TSV, { parseAs: 'buffer', bodyLimit: CSV_MAX_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.get(
    '/shipments',
    {
      schema: {
        tags,
        description:
          "The marketplace's inbound shipments: search by shipment id or name; status (comma-separated), destination_fulfillment_center and linked (has a transfer) filter.",
        params: organisationParamsSchema,
        querystring: shipmentListQuerySchema,
        response: { 200: paginated(shipmentSchema), ...errors },
      },
    },
    async (request) =>
      (
        await listShipmentsPage({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query,
        })
      ).page,
  );

  app.post(
    '/shipments',
    {
      schema: {
        tags,
        description:
          'Creates the shipment of shipment_id (201), or updates it when it exists (200): the write a sync makes. With auto_import its transfer follows.',
        params: organisationParamsSchema,
        body: shipmentRequestSchema,
        response: { 200: shipmentData, 201: shipmentData, ...errors },
      },
    },
    async (request, reply) => {
      const { shipment, created } = await upsertShipment({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        userId: signedIn(request).user.id,
        input: request.body,
      });
      return reply.code(created ? 201 : 200).send({ data: shipment });
    },
  );

  app.post(
    '/shipments/import',
    {
      // Reading the upload holds no transaction; the import writes in one of its own.
      config: { ownTransactions: true },
      schema: {
        tags,
        description: `An inbound-shipment file: tab-separated, a header line, one line per item, columns by name (${SHIPMENT_FILE_COLUMNS.required.join(', ')} required; ${SHIPMENT_FILE_COLUMNS.optional.join(', ')} optional), UTF-8 or ISO-8859-1, \\n or \\r\\n. Multipart \`file\` or a text/tab-separated-values body. Each shipment is upserted by ShipmentId with exactly the file's items; any bad line answers 422 keyed rows.<line>.<column> and nothing is written.`,
        consumes: ['multipart/form-data', TSV],
        params: organisationParamsSchema,
        response: { 200: dataOf(shipmentImportResultSchema), ...errors },
      },
    },
    async (request) => {
      const text = await readUpload(request);
      const userId = signedIn(request).user.id;
      const organisationId = organisationIdOf(request);
      return {
        data: await inTenantOf(request, (db) => importShipmentFile({ db, organisationId, userId, text })),
      };
    },
  );

  app.get(
    '/shipments/:id',
    {
      schema: { tags, params: shipmentParamsSchema, response: { 200: shipmentData, ...errors } },
    },
    async (request) => ({
      data: (
        await showShipment({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          id: request.params.id,
        })
      ).shipment,
    }),
  );

  app.put(
    '/shipments/:id',
    {
      schema: {
        tags,
        description:
          'Updates the shipment (status, items as a sync would; auto_import). Items, when sent, are the whole list. With auto_import its transfer follows; a transfer that cannot is reported in import_error.',
        params: shipmentParamsSchema,
        body: shipmentRequestSchema,
        response: { 200: shipmentData, ...errors },
      },
    },
    async (request) => ({
      data: (
        await updateShipmentDetails({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          id: request.params.id,
          userId: signedIn(request).user.id,
          input: request.body,
        })
      ).shipment,
    }),
  );

  const action = registerRecordActions(app, {
    resource: 'shipments',
    params: shipmentParamsSchema,
    record: shipmentSchema,
    pick: ({ shipment }: { shipment: z.output<typeof shipmentSchema> }) => shipment,
  });
  action(
    'import-transfer',
    "Import as transfer: creates the transfer of the shipment's shipment_id, or updates it (details, items by SKU, status through the transfer's actions: a shipped shipment ships it once, receipts follow). 422 for unmapped SKUs or when no origin can be found (name outgoing_warehouse_id).",
    importShipmentTransferRequestSchema,
    importShipmentAsTransfer,
  );
};
