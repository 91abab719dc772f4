import {
  createReportRequestSchema,
  dataOf,
  fieldErrorsFromIssues,
  organisationParamsSchema,
  paginated,
  reportRequestListQuerySchema,
  reportRequestParamsSchema,
  reportRequestSchema,
  reportSourceParamsSchema,
  uploadReportRequestFieldsSchema,
} from '@backoffice/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ulid } from 'ulid';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { refuseNulIn } from '../../plugins/refuse-nul.ts';
import { signedIn } from '../../plugins/session.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { moveDocument, readDocument, removeDocument, storeDocument } from './report-documents.ts';
import { reportRequestErrors } from './report-requests.errors.ts';
import {
  createRequestedReport,
  createUploadedReportRequest,
  listReportRequests,
  refreshReportRequestStatus,
  reprocessReportRequest,
  showReportRequest,
  storedDocumentOf,
} from './report-requests.usecases.ts';
import { queueSourceSync } from './report-syncs.usecases.ts';

const tags = ['report-requests'];

/** Report requests under /api/organisations/{organisation} (decision 15). */
export const reportRequestsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, jobs, config } = ctx;
  const storageDir = config.storageDir;

  app.get(
    '/report-requests',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        querystring: reportRequestListQuerySchema,
        response: { 200: paginated(reportRequestSchema), ...errors },
      },
    },
    async (request) =>
      listReportRequests({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        query: request.query,
      }),
  );

  app.post(
    '/report-requests',
    {
      // An upload is streamed to storage before any transaction opens.
      config: { ability: 'editOperationalData', ownTransactions: true },
      schema: {
        tags,
        description:
          'JSON `{report_source_id, report_type, data_start_time, data_end_time?, marketplace_ids?}` asks Amazon for a report (connected sources). multipart/form-data `report_source_id`, `report_type`, `marketplace_id?` and `file` (the report as downloaded from Seller Central: tab-separated, optionally gzipped) uploads one. 201 with the request, which is then processed in the background: poll GET /report-requests/{id}.',
        consumes: ['application/json', 'multipart/form-data'],
        params: organisationParamsSchema,
        response: { 201: dataOf(reportRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      const organisationId = organisationIdOf(request);
      const userId = signedIn(request).user.id;
      if (!request.isMultipart()) {
        const parsed = createReportRequestSchema.safeParse(request.body ?? {});
        if (!parsed.success) throw validationFailed(fieldErrorsFromIssues(parsed.error.issues));
        const { request: created } = await createRequestedReport({
          db,
          jobs,
          organisationId,
          userId,
          input: parsed.data,
        });
        return reply.code(201).send({ data: created });
      }
      const upload = await readReportUpload(request, storageDir, config.reports.uploadMaxBytes);
      try {
        const parsed = uploadReportRequestFieldsSchema.safeParse(upload.fields);
        if (!parsed.success) throw validationFailed(fieldErrorsFromIssues(parsed.error.issues));
        if (!upload.file) throw reportRequestErrors.fileMissing();
        if (upload.file.truncated) throw reportRequestErrors.fileTooLarge(config.reports.uploadMaxBytes);
        const staged = upload.file;
        const { request: created } = await createUploadedReportRequest({
          db,
          jobs,
          organisationId,
          userId,
          fields: parsed.data,
          file: {
            name: staged.name,
            size: staged.size,
            move: (to) => moveDocument(storageDir, staged.path, to),
          },
        });
        return reply.code(201).send({ data: created });
      } finally {
        if (upload.file) await removeDocument(storageDir, upload.file.path);
      }
    },
  );

  app.post(
    '/report-sources/:id/sync',
    {
      config: { ability: 'editOperationalData', ownTransactions: true },
      schema: {
        tags,
        description:
          "Sync now: queues a connected Amazon source's sync (its inbound shipments; orders and ledger reports since the last sync; each country's FBA inventory), as the daily sync does. 422 when the source is not connected.",
        params: reportSourceParamsSchema,
        response: {
          202: dataOf(z.object({ report_source_id: z.number().int(), queued: z.literal(true) })),
          ...errors,
        },
      },
    },
    async (request, reply) => {
      await queueSourceSync({
        db,
        jobs,
        organisationId: organisationIdOf(request),
        reportSourceId: request.params.id,
      });
      return reply.code(202).send({ data: { report_source_id: request.params.id, queued: true as const } });
    },
  );

  app.get(
    '/report-requests/:id',
    {
      schema: {
        tags,
        params: reportRequestParamsSchema,
        response: { 200: dataOf(reportRequestSchema), ...errors },
      },
    },
    async (request) => {
      const { request: found } = await showReportRequest({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return { data: found };
    },
  );

  app.get(
    '/report-requests/:id/document',
    {
      schema: {
        tags,
        description: 'The report document as it was uploaded or downloaded (404 until there is one).',
        produces: ['application/octet-stream'],
        params: reportRequestParamsSchema,
        response: { 200: z.unknown().meta({ type: 'string', format: 'binary' }), ...errors },
      },
    },
    async (request, reply) => {
      const document = await storedDocumentOf({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return reply
        .header('content-type', 'application/octet-stream')
        .header(
          'content-disposition',
          `attachment; filename="${document.fileName.replace(/["\\\r\n]/g, '_')}"`,
        )
        .send(readDocument(storageDir, document.path));
    },
  );

  app.post(
    '/report-requests/:id/process',
    {
      config: { ability: 'editOperationalData', ownTransactions: true },
      schema: {
        tags,
        description:
          "Processes the request's document again: counters start over; rows already written are not written twice. 422 while it is being processed or before its document exists.",
        params: reportRequestParamsSchema,
        response: { 202: dataOf(reportRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { request: queued } = await reprocessReportRequest({
        db,
        jobs,
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return reply.code(202).send({ data: queued });
    },
  );

  app.post(
    '/report-requests/:id/status',
    {
      config: { ability: 'editOperationalData', ownTransactions: true },
      schema: {
        tags,
        description:
          'Asks the marketplace for the status of a requested report now, instead of at the next poll.',
        params: reportRequestParamsSchema,
        response: { 202: dataOf(reportRequestSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { request: found } = await refreshReportRequestStatus({
        db,
        jobs,
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return reply.code(202).send({ data: found });
    },
  );
};

interface StagedFile {
  name: string;
  path: string;
  size: number;
  truncated: boolean;
}

/**
 * Reads a multipart upload: text fields into `fields`, the `file` part streamed to a staging
 * path under storage (never held in memory), cut at `maxBytes` (then `truncated`).
 */
async function readReportUpload(
  request: FastifyRequest,
  storageDir: string,
  maxBytes: number,
): Promise<{ fields: Record<string, unknown>; file: StagedFile | null }> {
  const fields: Record<string, unknown> = {};
  let file: StagedFile | null = null;
  // As for logos: a too-large file marks the part truncated (a 422 on the field), not a 413.
  const options = {
    throwFileSizeLimit: false,
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000 },
  } as Parameters<FastifyRequest['parts']>[0];
  for await (const part of request.parts(options)) {
    if (part.type === 'field') {
      refuseNulIn({ [part.fieldname]: part.value });
      fields[part.fieldname] = part.value;
    } else if (part.fieldname === 'file' && !file) {
      const path = `reports/staging/${ulid()}.upload`;
      const { size } = await storeDocument(storageDir, path, part.file);
      file = { name: part.filename || 'report.txt', path, size, truncated: part.file.truncated };
    } else {
      part.file.resume();
    }
  }
  return { fields, file };
}
