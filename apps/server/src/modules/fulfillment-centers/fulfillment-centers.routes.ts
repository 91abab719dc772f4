import {
  fulfillmentCenterListQuerySchema,
  fulfillmentCenterParamsSchema,
  fulfillmentCenterRequestSchema,
  fulfillmentCenterSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { registerRecordRoutes } from '../../http/record-routes.ts';
import {
  createFulfillmentCenter,
  listFulfillmentCentersPage,
  showFulfillmentCenter,
  updateFulfillmentCenterDetails,
} from './fulfillment-centers.usecases.ts';

/** The organisation's own fulfilment centres (a copy of the reference list, theirs to edit). */
export const fulfillmentCentersRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  registerRecordRoutes(app, {
    resource: 'fulfillment-centers',
    listQuery: fulfillmentCenterListQuerySchema,
    params: fulfillmentCenterParamsSchema,
    body: fulfillmentCenterRequestSchema,
    record: fulfillmentCenterSchema,
    list: listFulfillmentCentersPage,
    create: async ({ db, organisationId, input }) =>
      (await createFulfillmentCenter({ db, organisationId, input })).fulfillmentCenter,
    show: async ({ db, organisationId, id }) =>
      (await showFulfillmentCenter({ db, organisationId, id })).fulfillmentCenter,
    update: async ({ db, organisationId, id, input }) =>
      (await updateFulfillmentCenterDetails({ db, organisationId, id, input })).fulfillmentCenter,
  });
};
