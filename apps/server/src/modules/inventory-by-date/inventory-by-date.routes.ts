import {
  dataOf,
  inventoryByDatePageSchema,
  inventoryByDateQuerySchema,
  inventoryByDateSeriesQuerySchema,
  inventoryByDateSeriesSchema,
  organisationParamsSchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { inventoryByDateSeries, listInventoryByDate } from './inventory-by-date.usecases.ts';

const tags = ['inventory'];

/** Inventory by date: stock held at the end of a day, and its totals over time, from the ledger. */
export const inventoryByDateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  app.get(
    '/inventory/by-date',
    {
      schema: {
        tags,
        description:
          "The (warehouse, SKU) pairs of visible SKUs (hidden ones are left out, as from every stock figure) whose stock at the end of `date` (default today; days end at midnight in the organisation's forecast time zone, UTC by default) is not zero, below zero included, paginated and sorted by sku_id, quantity or value, with units and value per currency over every listed row. Value = units × the SKU's COGS, else its product's (today's COGS). A future date answers today's stock. Today's totals are the dashboard's units in stock and value (`…/stock/summary`).",
        params: organisationParamsSchema,
        querystring: inventoryByDateQuerySchema,
        response: { 200: inventoryByDatePageSchema, ...errors },
      },
    },
    async (request) =>
      (
        await listInventoryByDate({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query,
        })
      ).page,
  );

  app.get(
    '/inventory/by-date/series',
    {
      schema: {
        tags,
        description:
          'Total units and value per currency at the end of each day from `from` to `to` (at most 2 years apart; days after today left out), one point per day, or per week (each Sunday and the last day) when the range is longer than 180 days: see `bucket`.',
        params: organisationParamsSchema,
        querystring: inventoryByDateSeriesQuerySchema,
        response: { 200: dataOf(inventoryByDateSeriesSchema), ...errors },
      },
    },
    async (request) => ({
      data: (
        await inventoryByDateSeries({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query,
        })
      ).series,
    }),
  );
};
