import { dataOf, type Import, importSchema, organisationParamsSchema } from '@backoffice/shared';
import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import type { JobQueue } from '../jobs/job-queue.ts';
import { validationFailed } from '../lib/app-error.ts';
import { csvText } from '../lib/csv.ts';
import { organisationIdOf } from '../plugins/tenant.ts';
import { dbOf } from '../plugins/tenant-transaction.ts';
import { readUploadedFile } from './file-upload.ts';
import { organisationRouteErrors } from './route-responses.ts';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/** A resource's CSV columns, as packages/shared declares them (e.g. SKU_CSV_COLUMNS). */
export interface CsvColumns {
  export: readonly string[];
  import: readonly string[];
  /** The column the import matches existing rows on. */
  key: string;
}

/**
 * `GET /{resource}/export.csv` (the rows the list query selects, every page) and
 * `POST /{resource}/import` (multipart `file` or a text/csv body; all rows or none), the same
 * pair for every list that has them. The use cases take the organisation as an id and a
 * database confined to it (the request's tenant transaction; the import's own, opened after the
 * upload has been read).
 */
export function registerCsvRoutes<Query extends z.ZodType>(
  app: RouteApp,
  {
    resource,
    listQuery,
    columns,
    notes = '',
    exportRows,
    importRows,
    database,
    jobs,
  }: {
    resource: string;
    listQuery: Query;
    columns: CsvColumns;
    /** For the documentation: how a column is written, where that needs saying. */
    notes?: string;
    exportRows: (args: {
      db: Database;
      organisationId: number;
      query: z.output<Query>;
    }) => Promise<{ rows: Record<string, unknown>[] }>;
    importRows: (args: {
      db: Database;
      organisationId: number;
      jobs: JobQueue;
      log: FastifyBaseLogger;
      csv: string;
    }) => Promise<{ import: Import }>;
    /** The database itself: an import stages its rows in short transactions of its own. */
    database: Database;
    jobs: JobQueue;
  },
): void {
  registerCsvExport(app, { resource, listQuery, columns, notes, exportRows });
  const tags = [resource];
  const note = notes ? ` ${notes}` : '';
  app.post(
    `/${resource}/import`,
    {
      // Reading the upload holds no transaction; the import opens its own short ones.
      config: { ownTransactions: true },
      schema: {
        tags,
        description: `multipart \`file\` or a text/csv body with columns ${columns.import.join(', ')} (upserts by ${columns.key}).${note} Every row is checked first: any bad row answers 422 with errors keyed rows.<line>.<field> and nothing is written. Otherwise 202 with the import, written in the background all rows or none: poll GET /imports/{id}.`,
        consumes: ['multipart/form-data', 'text/csv'],
        params: organisationParamsSchema,
        response: { 202: dataOf(importSchema), ...organisationRouteErrors },
      },
    },
    async (request, reply) => {
      const csv = await readCsvUpload(request);
      const { import: started } = await importRows({
        db: database,
        organisationId: organisationIdOf(request),
        jobs,
        log: request.log,
        csv,
      });
      return reply.code(202).send({ data: started });
    },
  );
}

/** `GET /{resource}/export.csv` alone, for a list that has no import (transfers). */
export function registerCsvExport<Query extends z.ZodType>(
  app: RouteApp,
  {
    resource,
    listQuery,
    columns,
    notes = '',
    exportRows,
  }: {
    resource: string;
    listQuery: Query;
    columns: Pick<CsvColumns, 'export'>;
    notes?: string;
    exportRows: (args: {
      db: Database;
      organisationId: number;
      query: z.output<Query>;
    }) => Promise<{ rows: Record<string, unknown>[] }>;
  },
): void {
  const note = notes ? ` ${notes}` : '';
  app.get(
    `/${resource}/export.csv`,
    {
      schema: {
        tags: [resource],
        description: `CSV of the ${resource} the list query selects: ${columns.export.join(', ')}.${note}`,
        produces: ['text/csv'],
        params: organisationParamsSchema,
        querystring: listQuery,
        response: { 200: z.string(), ...organisationRouteErrors },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<Query>;
      const { rows } = await exportRows({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        query,
      });
      return sendCsv(reply, { filename: `${resource}.csv`, columns: columns.export, rows });
    },
  );
}

/** The CSV text of an import: a multipart `file` part, or a text/csv body. */
async function readCsvUpload(request: FastifyRequest): Promise<string> {
  if (request.isMultipart()) {
    const buffer = await readUploadedFile(request, { missing: 'Choose a CSV file.' });
    return buffer.toString('utf8');
  }
  if (typeof request.body === 'string') return request.body;
  throw validationFailed({ file: ['Send the CSV as a multipart "file" or as a text/csv body.'] });
}

/** Sends rows as a CSV download with a header row. */
function sendCsv(
  reply: FastifyReply,
  {
    filename,
    columns,
    rows,
  }: { filename: string; columns: readonly string[]; rows: Record<string, unknown>[] },
) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${filename}"`)
    .send(csvText(columns, rows));
}
