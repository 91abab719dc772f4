import {
  dataOf,
  fulfillmentCenterListQuerySchema,
  fulfillmentCenterParamsSchema,
  fulfillmentCenterRequestSchema,
  fulfillmentCenterSchema,
  organisationParamsSchema,
  paginated,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors } from '../../http/route-responses.ts';
import { tenantOf } from '../../plugins/tenant.ts';
import {
  createFulfillmentCenter,
  listFulfillmentCentersPage,
  showFulfillmentCenter,
  updateFulfillmentCenterDetails,
} from './fulfillment-centers.usecases.ts';

const errors = organisationRouteErrors;
const tags = ['fulfillment-centers'];
const response = dataOf(fulfillmentCenterSchema);

/** The organisation's own fulfilment centres (a copy of the reference list, theirs to edit). */
export const fulfillmentCentersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db } = ctx;

  app.get(
    '/fulfillment-centers',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        querystring: fulfillmentCenterListQuerySchema,
        response: { 200: paginated(fulfillmentCenterSchema), ...errors },
      },
    },
    async (request) =>
      listFulfillmentCentersPage({
        db,
        organisationId: tenantOf(request).organisation.id,
        query: request.query,
      }),
  );

  app.post(
    '/fulfillment-centers',
    {
      schema: {
        tags,
        params: organisationParamsSchema,
        body: fulfillmentCenterRequestSchema,
        response: { 201: response, ...errors },
      },
    },
    async (request, reply) => {
      const data = await createFulfillmentCenter({
        db,
        organisationId: tenantOf(request).organisation.id,
        input: request.body,
      });
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/fulfillment-centers/:id',
    { schema: { tags, params: fulfillmentCenterParamsSchema, response: { 200: response, ...errors } } },
    async (request) => ({
      data: await showFulfillmentCenter({
        db,
        organisationId: tenantOf(request).organisation.id,
        id: request.params.id,
      }),
    }),
  );

  app.put(
    '/fulfillment-centers/:id',
    {
      schema: {
        tags,
        params: fulfillmentCenterParamsSchema,
        body: fulfillmentCenterRequestSchema,
        response: { 200: response, ...errors },
      },
    },
    async (request) => ({
      data: await updateFulfillmentCenterDetails({
        db,
        organisationId: tenantOf(request).organisation.id,
        id: request.params.id,
        input: request.body,
      }),
    }),
  );
};
