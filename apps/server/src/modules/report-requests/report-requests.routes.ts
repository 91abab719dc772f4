import {
  createReportRequestSchema,
  dataOf,
  errorResponseSchema,
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
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { sendStoredFile } from '../../http/stored-file-response.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { refuseNulIn } from '../../plugins/refuse-nul.ts';
import { signedIn } from '../../plugins/session.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import type { FileStore } from '../files/file-store.client.ts';
import { reportRequestErrors } from './report-requests.errors.ts';
import {
  createRequestedReport,
  createUploadedReportRequest,
  listReportRequests,
  queueSourceSync,
  refreshReportRequestStatus,
  reportDocumentOf,
  reprocessReportRequest,
  showReportRequestLive,
} from './report-requests.usecases.ts';

const tags = ['report-requests'];

/** Report requests under /api/organisations/{organisation} (decision 15). */
export const reportRequestsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, jobs, config, files } = ctx;

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
      (
        await listReportRequests({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query,
        })
      ).page,
  );

  app.post(
    '/report-requests',
    {
      // An upload is streamed into the file store before any transaction opens.
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
      const upload = await readReportUpload(request, files, organisationId, config.reports.uploadMaxBytes);
      try {
        const parsed = uploadReportRequestFieldsSchema.safeParse(upload.fields);
        if (!parsed.success) throw validationFailed(fieldErrorsFromIssues(parsed.error.issues));
        if (!upload.file) throw reportRequestErrors.fileMissing();
        if (upload.file.truncated) throw reportRequestErrors.fileTooLarge(config.reports.uploadMaxBytes);
        const { request: created } = await createUploadedReportRequest({
          db,
          jobs,
          organisationId,
          userId,
          fields: parsed.data,
          file: upload.file,
        });
        return reply.code(201).send({ data: created });
      } catch (error) {
        // Refused: the file the request would have pointed at goes too.
        if (upload.file) await files.remove({ organisationId, key: upload.file.key });
        throw error;
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
      // The job queue is read beside the request (is its processing waiting to resume?), outside
      // any transaction: on PGlite the queue's query would wait for the one connection it holds.
      config: { ownTransactions: true },
      schema: {
        tags,
        params: reportRequestParamsSchema,
        response: { 200: dataOf(reportRequestSchema), ...errors },
      },
    },
    async (request) => {
      const { request: found } = await showReportRequestLive({
        db,
        jobs,
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return { data: found };
    },
  );

  app.get(
    '/report-requests/:id/document',
    {
      // Streamed from the file store, a chunk per short transaction of its own.
      config: { ownTransactions: true },
      // Sent as stored, with its length: a gzipped upload must not be taken for a gzip encoding.
      compress: false,
      schema: {
        tags,
        description:
          'The report document as it was uploaded or downloaded: 404 until there is one, 410 when it is no longer stored (upload the report again).',
        produces: ['application/octet-stream'],
        params: reportRequestParamsSchema,
        response: {
          200: z.unknown().meta({ type: 'string', format: 'binary' }),
          410: errorResponseSchema,
          ...errors,
        },
      },
    },
    async (request, reply) => {
      const { file, fileName } = await reportDocumentOf({
        db,
        files,
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return sendStoredFile(reply, file, {
        contentType: 'application/octet-stream',
        attachmentName: fileName,
      });
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

interface UploadedFile {
  name: string;
  key: string;
  size: number;
  truncated: boolean;
}

/**
 * Reads a multipart upload: text fields into `fields`, the `file` part streamed into the file
 * store (never held in memory), cut at `maxBytes` (then `truncated`). The caller removes the file
 * if the request is refused.
 */
async function readReportUpload(
  request: FastifyRequest,
  files: FileStore,
  organisationId: number,
  maxBytes: number,
): Promise<{ fields: Record<string, unknown>; file: UploadedFile | null }> {
  const fields: Record<string, unknown> = {};
  let file: UploadedFile | null = null;
  // As for logos: a too-large file marks the part truncated (a 422 on the field), not a 413.
  const options = {
    throwFileSizeLimit: false,
    limits: { fileSize: maxBytes, files: 1, fields: 10, fieldSize: 10_000 },
  } as Parameters<FastifyRequest['parts']>[0];
  try {
    for await (const part of request.parts(options)) {
      if (part.type === 'field') {
        refuseNulIn({ [part.fieldname]: part.value });
        fields[part.fieldname] = part.value;
      } else if (part.fieldname === 'file' && !file) {
        const { key, size } = await files.put({ organisationId, body: part.file });
        file = { name: part.filename || 'report.txt', key, size, truncated: part.file.truncated };
      } else {
        part.file.resume();
      }
    }
  } catch (error) {
    // A field after the file was refused, or the client went away: the stored file goes too.
    if (file) await files.remove({ organisationId, key: file.key });
    throw error;
  }
  return { fields, file };
}
