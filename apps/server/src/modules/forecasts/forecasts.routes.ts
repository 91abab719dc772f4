import {
  dataOf,
  forecastAccuracySchema,
  forecastDetailSchema,
  forecastListQuerySchema,
  forecastOverrideParamsSchema,
  forecastOverrideRequestSchema,
  forecastOverrideSchema,
  forecastParamsSchema,
  forecastRecomputeRequestSchema,
  forecastRecomputeSchema,
  forecastSettingsRequestSchema,
  forecastSettingsSchema,
  forecastSummarySchema,
  organisationParamsSchema,
  paginated,
} from '@backoffice/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { organisationRouteErrors as errors } from '../../http/route-responses.ts';
import { organisationIdOf } from '../../plugins/tenant.ts';
import { dbOf } from '../../plugins/tenant-transaction.ts';
import {
  createOverride,
  listForecasts,
  removeOverride,
  requestRecompute,
  showForecast,
  showForecastAccuracy,
  showForecastSettings,
  updateForecastSettings,
} from './forecasts.usecases.ts';

const tags = ['forecasts'];

/**
 * Forecasts under /api/organisations/{organisation}/forecasts. Routes that queue a recompute open
 * their own transactions: the job queue must not be waited on inside the request's (on the
 * embedded database it shares the one connection).
 */
export const forecastsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const { db, jobs } = ctx;

  app.get(
    '/forecasts',
    {
      schema: {
        tags,
        description:
          'Every visible SKU with its forecast: model, accuracy (MASE against seasonal naive, WAPE, from backtests), when it was generated and whether a recompute is queued, units a day over the next 30 days, and the replenishment figures. SKUs without a forecast come last. Filters: search, model, reorder_due=true (reorder date today or past), product_id.',
        params: organisationParamsSchema,
        querystring: forecastListQuerySchema,
        response: { 200: paginated(forecastSummarySchema), ...errors },
      },
    },
    async (request) =>
      (
        await listForecasts({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          query: request.query,
        })
      ).page,
  );

  app.post(
    '/forecasts/recompute',
    {
      config: { ownTransactions: true },
      schema: {
        tags,
        description:
          'Queues a recompute of every visible SKU (or of `sku_ids`) and answers 202 with how many were queued; the list shows them as queued until done.',
        params: organisationParamsSchema,
        body: forecastRecomputeRequestSchema,
        response: { 202: dataOf(forecastRecomputeSchema), ...errors },
      },
    },
    async (request, reply) => {
      const result = await requestRecompute({
        db,
        jobs,
        organisationId: organisationIdOf(request),
        skuIds: request.body?.sku_ids,
      });
      return reply.code(202).send({ data: result });
    },
  );

  app.get(
    '/forecasts/accuracy',
    {
      schema: {
        tags,
        description:
          "Accuracy across the organisation's forecasts, from the backtests stored with each: over the SKUs with a model, the mean MASE of the chosen models beside seasonal naive's, how many SKUs beat seasonal naive, WAPE weighted by each SKU's demand, and the same per model.",
        params: organisationParamsSchema,
        response: { 200: dataOf(forecastAccuracySchema), ...errors },
      },
    },
    async (request) => ({
      data: (await showForecastAccuracy({ db: dbOf(request), organisationId: organisationIdOf(request) }))
        .accuracy,
    }),
  );

  app.get(
    '/forecasts/settings',
    {
      schema: {
        tags,
        description:
          'The time zone that decides what "today" is, and the days of demand a recommended order covers.',
        params: organisationParamsSchema,
        response: { 200: dataOf(forecastSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      data: (await showForecastSettings({ db: dbOf(request), organisationId: organisationIdOf(request) }))
        .settings,
    }),
  );

  app.put(
    '/forecasts/settings',
    {
      config: { ability: 'manageSettings', ownTransactions: true },
      schema: {
        tags,
        description: 'Changes the settings and queues a recompute of every SKU.',
        params: organisationParamsSchema,
        body: forecastSettingsRequestSchema,
        response: { 200: dataOf(forecastSettingsSchema), ...errors },
      },
    },
    async (request) => ({
      data: (
        await updateForecastSettings({
          db,
          jobs,
          organisationId: organisationIdOf(request),
          input: request.body,
        })
      ).settings,
    }),
  );

  app.get(
    '/forecasts/:sku',
    {
      schema: {
        tags,
        description:
          "The SKU's forecast (`sku` is the SKU's integer id): daily points for 365 days from today in the organisation's time zone with 80 and 95 % intervals, the daily demand history (units, and whether it was in stock), the projected stock, overrides and replenishment. A SKU without history answers with model null and no points.",
        params: forecastParamsSchema,
        response: { 200: dataOf(forecastDetailSchema), ...errors },
      },
    },
    async (request) => ({
      data: (
        await showForecast({
          db: dbOf(request),
          organisationId: organisationIdOf(request),
          skuId: request.params.sku,
        })
      ).forecast,
    }),
  );

  app.post(
    '/forecasts/:sku/overrides',
    {
      config: { ownTransactions: true },
      schema: {
        tags,
        description:
          'Adjusts the forecast for a period: `multiplier` scales each day (1.5 for a promotion), `fixed` sets units a day. Queues the SKU for a recompute, which changes its replenishment figures.',
        params: forecastParamsSchema,
        body: forecastOverrideRequestSchema,
        response: { 201: dataOf(forecastOverrideSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { override } = await createOverride({
        db,
        jobs,
        organisationId: organisationIdOf(request),
        skuId: request.params.sku,
        input: request.body,
      });
      return reply.code(201).send({ data: override });
    },
  );

  app.delete(
    '/forecasts/:sku/overrides/:id',
    {
      config: { ownTransactions: true },
      schema: {
        tags,
        description: 'Removes an override and queues the SKU for a recompute.',
        params: forecastOverrideParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await removeOverride({
        db,
        jobs,
        organisationId: organisationIdOf(request),
        skuId: request.params.sku,
        id: request.params.id,
      });
      return reply.code(204).send(null);
    },
  );
};
