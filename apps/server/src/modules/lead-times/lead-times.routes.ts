import {
  dataOf,
  MIN_LEARNED_OBSERVATIONS,
  supplierLeadTimesSchema,
  supplierParamsSchema,
  warehouseLeadTimesSchema,
  warehouseParamsSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { supplierLeadTimes, warehouseLeadTimes } from './lead-times.usecases.ts';

const RULE = `Planning uses a learned value once it rests on ${MIN_LEARNED_OBSERVATIONS} observations, else the typed one.`;

/**
 * Lead times learned from what happened, under the supplier and the warehouse they describe.
 * Read-only: "Use learned" writes through the records' own PUT routes.
 */
export const leadTimesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/suppliers/:id/lead-times',
    {
      schema: {
        tags: ['suppliers'],
        description: `The supplier's production lead (purchase orders confirmed → shipped) and transit per destination warehouse (shipped → received), each with median, p10–p90 and observations, beside what was typed. ${RULE}`,
        params: supplierParamsSchema,
        response: { 200: dataOf(supplierLeadTimesSchema), ...errors },
      },
    },
    async (request) => {
      const { leadTimes } = await supplierLeadTimes({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        id: request.params.id,
      });
      return { data: leadTimes };
    },
  );

  app.get(
    '/warehouses/:warehouse/lead-times',
    {
      schema: {
        tags: ['warehouses'],
        description: `Transit into the warehouse per origin (suppliers' purchase orders, own warehouses' transfers) and, into a fulfilment-network warehouse, receiving (shipped → first and last received), beside what was typed. ${RULE}`,
        params: warehouseParamsSchema,
        response: { 200: dataOf(warehouseLeadTimesSchema), ...errors },
      },
    },
    async (request) => {
      const { leadTimes } = await warehouseLeadTimes({
        db: dbOf(request),
        organisationId: organisationIdOf(request),
        ulid: request.params.warehouse,
      });
      return { data: leadTimes };
    },
  );
};
