import {
  createReportSourceRequestSchema,
  dataOf,
  organisationParamsSchema,
  reportSourceParamsSchema,
  reportSourceSchema,
  updateReportSourceRequestSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import {
  createAndShowSource,
  listSources,
  removeSource,
  showSource,
  updateAndShowSource,
} from './report-source-pages.usecases.ts';

const tags = ['report-sources'];
const response = dataOf(reportSourceSchema);

/**
 * Data feeds; everyone reads them, admins manage them. Secrets are write-only. Here rather than in
 * report-sources: a source is shown with the sales channels it feeds, and channels (which point at
 * sources) sit above sources (decision 22).
 */
export const reportSourcesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const appKey = ctx.config.appKey;

  app.get(
    '/report-sources',
    {
      schema: {
        tags,
        description: 'A plain list (not paginated).',
        params: organisationParamsSchema,
        response: { 200: z.object({ data: z.array(reportSourceSchema) }), ...errors },
      },
    },
    async (request) => {
      const { reportSources } = await listSources({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
      });
      return { data: reportSources };
    },
  );

  app.post(
    '/report-sources',
    {
      config: { ability: 'manageReportSources' },
      schema: {
        tags,
        params: organisationParamsSchema,
        body: createReportSourceRequestSchema,
        response: { 201: response, ...errors },
      },
    },
    async (request, reply) => {
      const { reportSource } = await createAndShowSource({
        db: dbOf(request),
        appKey,
        organisationId: organisationIdOf(request),
        input: request.body,
      });
      return reply.code(201).send({ data: reportSource });
    },
  );

  app.get(
    '/report-sources/:id',
    { schema: { tags, params: reportSourceParamsSchema, response: { 200: response, ...errors } } },
    async (request) => {
      const { reportSource } = await showSource({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return { data: reportSource };
    },
  );

  app.put(
    '/report-sources/:id',
    {
      config: { ability: 'manageReportSources' },
      schema: {
        tags,
        description:
          'Takes only name, type, auth_token, client_key, client_secret and has_daily_sync; other keys are ignored.',
        params: reportSourceParamsSchema,
        body: updateReportSourceRequestSchema,
        response: { 200: response, ...errors },
      },
    },
    async (request) => {
      const { reportSource } = await updateAndShowSource({
        db: dbOf(request),
        appKey,
        organisationId: organisationIdOf(request),
        id: request.params.id,
        input: request.body,
      });
      return { data: reportSource };
    },
  );

  app.delete(
    '/report-sources/:id',
    {
      config: { ability: 'manageReportSources' },
      schema: { tags, params: reportSourceParamsSchema, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      await removeSource({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
};
