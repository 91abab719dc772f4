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
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import {
  createFulfillmentCenter,
  listFulfillmentCentersPage,
  showFulfillmentCenter,
  updateFulfillmentCenterDetails,
} from './fulfillment-centers.usecases.ts';

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
    async (request) => {
      const { page } = await listFulfillmentCentersPage({
        db,
        organisationId: organisationIdOf(request),
        query: request.query,
      });
      return page;
    },
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
      const { fulfillmentCenter } = await createFulfillmentCenter({
        db,
        organisationId: organisationIdOf(request),
        input: request.body,
      });
      return reply.code(201).send({ data: fulfillmentCenter });
    },
  );

  app.get(
    '/fulfillment-centers/:id',
    { schema: { tags, params: fulfillmentCenterParamsSchema, response: { 200: response, ...errors } } },
    async (request) => {
      const { fulfillmentCenter } = await showFulfillmentCenter({
        db,
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return { data: fulfillmentCenter };
    },
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
    async (request) => {
      const { fulfillmentCenter } = await updateFulfillmentCenterDetails({
        db,
        organisationId: organisationIdOf(request),
        id: request.params.id,
        input: request.body,
      });
      return { data: fulfillmentCenter };
    },
  );
};
