import {
  dataOf,
  organisationParamsSchema,
  paginated,
  salesChannelListQuerySchema,
  salesChannelParamsSchema,
  salesChannelRequestSchema,
  salesChannelSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors } from '../../http/route-responses.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import {
  createSalesChannel,
  listSalesChannelsPage,
  showSalesChannel,
  updateSalesChannelDetails,
} from './sales-channels.usecases.ts';

const errors = organisationRouteErrors;
const tags = ['sales-channels'];
const response = dataOf(salesChannelSchema);

/** Where the seller sells; a channel's SKUs are GET /skus?sales_channel_id=. */
export const salesChannelsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/sales-channels',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        querystring: salesChannelListQuerySchema,
        response: { 200: paginated(salesChannelSchema), ...errors },
      },
    },
    async (request) =>
      listSalesChannelsPage({ db, organisationId: tenantOf(request).organisation.id, query: request.query }),
  );

  app.post(
    '/sales-channels',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        body: salesChannelRequestSchema,
        response: { 201: response, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createSalesChannel({
        db,
        organisationId: tenantOf(request).organisation.id,
        input: request.body,
      });
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/sales-channels/:id',
    { schema: { tags, params: salesChannelParamsSchema, response: { 200: response, ...errors } } },
    async (request) => ({
      data: await showSalesChannel({
        db,
        organisationId: tenantOf(request).organisation.id,
        id: request.params.id,
      }),
    }),
  );

  app.put(
    '/sales-channels/:id',
    {
      schema: {
        tags,
        params: salesChannelParamsSchema,
        body: salesChannelRequestSchema,
        response: { 200: response, ...errors },
      },
    },
    async (request) => ({
      data: await updateSalesChannelDetails({
        db,
        organisationId: tenantOf(request).organisation.id,
        id: request.params.id,
        input: request.body,
      }),
    }),
  );
};
