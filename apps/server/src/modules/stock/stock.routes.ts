import {
  dataOf,
  organisationParamsSchema,
  paginated,
  STOCK_CSV_COLUMNS,
  stockAnalysisRowSchema,
  stockListQuerySchema,
  stockRowSchema,
  stockSummarySchema,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.ts';
import { registerCsvExport } from '../../http/csv-routes.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import { exportStock, listStock, listStockAnalysis, stockSummary } from './stock.usecases.ts';

const tags = ['stock'];
const FILTERS =
  'Filters: search, status (out_of_stock, reorder_now, reorder_soon, healthy, overstocked), warehouse_id (SKUs with stock there), in_stock=true|false. Sort by money_at_risk (sortDesc=true: most at stake first), status (by urgency), stock, days_of_cover, reorder_date, excess_units, aged_units, sell_through, sku_id.';

/** Stock and its health under /api/organisations/{organisation}/stock. */
export const stockRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app) => {
  registerCsvExport(app, {
    resource: 'stock',
    listQuery: stockListQuerySchema,
    columns: STOCK_CSV_COLUMNS,
    notes: 'warehouses as "name quantity" pairs joined by "; "; money in the currency column.',
    exportRows: (args) => exportStock(args),
  });

  app.get(
    '/stock',
    {
      schema: {
        tags,
        description: `Stock per SKU: units now in each warehouse (live), in transit and on order, and its health as of the SKU's last computation (generated_at). ${FILTERS}`,
        params: organisationParamsSchema,
        querystring: stockListQuerySchema,
        response: { 200: paginated(stockRowSchema), ...errors },
      },
    },
    async (request) =>
      (
        await listStock({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query,
        })
      ).page,
  );

  app.get(
    '/stock/summary',
    {
      schema: {
        tags,
        description:
          "SKUs per health status (and not computed yet), units in stock and in transit, stock value and money at risk per currency (never added across currencies), units per warehouse. Units and value in stock, in total and per warehouse, are today's stock exactly as Inventory by Date states it for today (visible SKUs, at the end of today in the organisation's time zone, pairs below zero included, at today's COGS).",
        params: organisationParamsSchema,
        response: { 200: dataOf(stockSummarySchema), ...errors },
      },
    },
    async (request) => ({
      data: (await stockSummary({ db: dbOf(request), organisationId: organisationIdOf(request) })).summary,
    }),
  );

  app.get(
    '/stock/analysis',
    {
      schema: {
        tags,
        description: `The Stock Analysis grid: the rows of /stock with sales velocity over 7 and 30 days, in pages of up to 500. ${FILTERS}`,
        params: organisationParamsSchema,
        querystring: stockListQuerySchema,
        response: { 200: paginated(stockAnalysisRowSchema), ...errors },
      },
    },
    async (request) =>
      (
        await listStockAnalysis({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query,
        })
      ).page,
  );
};
