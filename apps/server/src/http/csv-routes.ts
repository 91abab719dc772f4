import { type ImportResult, importResultSchema, organisationParamsSchema } from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../app-context.ts';
import { readCsvUpload, sendCsv } from '../lib/csv.ts';
import { type Tenant, tenantOf } from '../plugins/tenant.ts';
import { organisationRouteErrors } from './route-responses.ts';

type RouteApp = Parameters<FastifyPluginAsyncZod>[0];

/**
 * `GET /{resource}/export.csv` (the rows the list query selects, every page) and
 * `POST /{resource}/import` (multipart `file` or a text/csv body; all rows or none), the same
 * pair for every list that has them.
 */
export function registerCsvRoutes<Query extends z.ZodType>(
  app: RouteApp,
  {
    ctx,
    resource,
    listQuery,
    exportColumns,
    importColumns,
    exportRows,
    importRows,
  }: {
    ctx: AppContext;
    resource: string;
    listQuery: Query;
    /** For the documentation: what the export and the import carry. */
    exportColumns: string;
    importColumns: string;
    exportRows: (args: { ctx: AppContext; tenant: Tenant; query: z.output<Query> }) => Promise<{
      columns: string[];
      rows: Record<string, unknown>[];
    }>;
    importRows: (args: { ctx: AppContext; tenant: Tenant; csv: string }) => Promise<ImportResult>;
  },
): void {
  const tags = [resource];
  app.get(
    `/${resource}/export.csv`,
    {
      schema: {
        tags,
        description: `CSV of the ${resource} the list query selects: ${exportColumns}.`,
        produces: ['text/csv'],
        params: organisationParamsSchema,
        querystring: listQuery,
        response: { 200: z.string(), ...organisationRouteErrors },
      },
    },
    async (request, reply) => {
      const query = request.query as z.output<Query>;
      const csv = await exportRows({ ctx, tenant: tenantOf(request), query });
      return sendCsv(reply, { filename: `${resource}.csv`, ...csv });
    },
  );

  app.post(
    `/${resource}/import`,
    {
      schema: {
        tags,
        description: `multipart \`file\` or a text/csv body with columns ${importColumns}. Any bad row fails the whole import with errors keyed rows.<line>.<field>; nothing is written.`,
        consumes: ['multipart/form-data', 'text/csv'],
        params: organisationParamsSchema,
        response: { 200: importResultSchema, ...organisationRouteErrors },
      },
    },
    async (request) => importRows({ ctx, tenant: tenantOf(request), csv: await readCsvUpload(request) }),
  );
}
