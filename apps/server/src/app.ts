import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from './app-context.ts';
import { startErrorReporting, webErrorReporting } from './error-reporting.ts';
import { catalogImageOrigins } from './integrations/amazon/client/catalog-image-origins.ts';
import { keepEventProjections } from './jobs/projections.ts';
import { CSV_MAX_BYTES } from './lib/csv.ts';
import { prioritiseRequests, requestInFlight } from './lib/request-priority.ts';
import { amazonCallbackRoutes } from './modules/amazon-connect/amazon-callback.routes.ts';
import { amazonConnectRoutes } from './modules/amazon-connect/amazon-connect.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { currentUserRoutes } from './modules/auth/current-user.routes.ts';
import { productsRoutes } from './modules/catalog/products.routes.ts';
import { suppliersRoutes } from './modules/catalog/suppliers.routes.ts';
import { countsRoutes } from './modules/counts/counts.routes.ts';
import { dashboardRoutes } from './modules/dashboard/dashboard.routes.ts';
import { demoPreparationRoutes } from './modules/demo/demo-preparation.routes.ts';
import { disputesRoutes } from './modules/disputes/disputes.routes.ts';
import { eventsRoutes } from './modules/events/events.routes.ts';
import { slackOAuthRoutes } from './modules/events/slack-oauth.routes.ts';
import { forecastsRoutes } from './modules/forecasts/forecasts.routes.ts';
import { planningSuggestionsRoutes } from './modules/forecasts/planning-suggestions.routes.ts';
import { fulfillmentCentersRoutes } from './modules/fulfillment-centers/fulfillment-centers.routes.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { importsRoutes } from './modules/imports/imports.routes.ts';
import { inventoryByDateRoutes } from './modules/inventory-by-date/inventory-by-date.routes.ts';
import { leadTimesRoutes } from './modules/lead-times/lead-times.routes.ts';
import {
  organisationDeletionRoutes,
  organisationLifecycleRoutes,
} from './modules/organisation-lifecycle/organisation-lifecycle.routes.ts';
import { organisationRoutes } from './modules/organisations/organisations.routes.ts';
import { purchaseOrdersRoutes } from './modules/purchase-orders/purchase-orders.routes.ts';
import { referenceRoutes } from './modules/reference/reference.routes.ts';
import { reportRequestsRoutes } from './modules/report-requests/report-requests.routes.ts';
import { reportSourcesRoutes } from './modules/sales-channels/report-sources.routes.ts';
import { salesChannelsRoutes } from './modules/sales-channels/sales-channels.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { shipmentsRoutes } from './modules/shipments/shipments.routes.ts';
import { skusRoutes } from './modules/skus/skus.routes.ts';
import { productStockRoutes } from './modules/stock/product-stock.routes.ts';
import { stockRoutes } from './modules/stock/stock.routes.ts';
import { warehouseStockRoutes } from './modules/stock/warehouse-stock.routes.ts';
import { stockHealthRoutes } from './modules/stock-health/stock-health.routes.ts';
import { storeOrdersRoutes } from './modules/store-orders/store-orders.routes.ts';
import { invitationsRoutes } from './modules/team/invitations.routes.ts';
import { teamRoutes } from './modules/team/team.routes.ts';
import { transfersRoutes } from './modules/transfers/transfers.routes.ts';
import { warehousesRoutes } from './modules/warehouses/warehouses.routes.ts';
import { clientErrorHandler } from './plugins/client-errors.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { openapiPlugin } from './plugins/openapi.ts';
import { refuseNulPlugin } from './plugins/refuse-nul.ts';
import { lenientSerializerCompiler } from './plugins/response-serializer.ts';
import { securityPlugin } from './plugins/security.ts';
import { sessionPlugin } from './plugins/session.ts';
import { registerTenantResolution } from './plugins/tenant.ts';
import { registerTenantTransactions } from './plugins/tenant-transaction.ts';
import { webAppPlugin } from './plugins/web-app.ts';

const JSON_BODY_LIMIT = 1024 * 1024;

/**
 * Builds the application without listening (server.ts listens; tests listen on port 0).
 * Plugins load in order: cross-cutting (errors, security, docs, session), then routes, then the
 * SPA fallback.
 */
export async function buildApp({ ctx }: { ctx: AppContext }): Promise<FastifyInstance> {
  // What producers' transactions keep at once (decision 23, "Projections"), for requests and jobs alike.
  keepEventProjections();
  const app = Fastify({
    loggerInstance: ctx.log,
    trustProxy: ctx.config.trustProxy,
    bodyLimit: JSON_BODY_LIMIT,
    genReqId: () => randomUUID(),
    clientErrorHandler,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(lenientSerializerCompiler(ctx.log));
  acceptEmptyJsonBodies(app);
  // On the embedded database, background jobs give way to requests between their batches.
  prioritiseRequests(ctx.database.driver === 'pglite');
  app.addHook('onRequest', async (_request, reply) => {
    reply.raw.once('close', requestInFlight());
  });

  const reporting = { dsn: ctx.config.sentryDsn, environment: ctx.config.sentryEnvironment };
  const errorReporter = await startErrorReporting(reporting);
  app.addHook('onClose', () => errorReporter.close());
  const web = webErrorReporting(reporting);

  await app.register(errorsPlugin, { reportError: errorReporter.report });
  await app.register(refuseNulPlugin);
  await app.register(securityPlugin, {
    connectTo: web.connectTo,
    imagesFrom: catalogImageOrigins(ctx.config.amazon),
  });
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(openapiPlugin);
  await app.register(sessionPlugin, { ctx });

  await app.register(
    async (api) => {
      await api.register(healthRoutes, { ctx });
      await api.register(authRoutes, { ctx });
      await api.register(currentUserRoutes, { ctx });
      await api.register(invitationsRoutes, { ctx });
      await api.register(organisationLifecycleRoutes, { ctx });
      await api.register(referenceRoutes, { ctx });
      await api.register(slackOAuthRoutes, { ctx });
      await api.register(amazonCallbackRoutes, { ctx });
      await api.register(
        async (organisationScope) => {
          registerTenantResolution(organisationScope, ctx.db);
          // Each handler in one transaction confined to the organisation (row-level security).
          registerTenantTransactions(organisationScope, ctx.db);
          // Uploads (logos, CSV imports); each route sets its own file size limit.
          await organisationScope.register(multipart, {
            limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 20 },
          });
          await organisationScope.register(organisationRoutes, { ctx });
          await organisationScope.register(organisationDeletionRoutes, { ctx });
          await organisationScope.register(countsRoutes, { ctx });
          await organisationScope.register(demoPreparationRoutes, { ctx });
          await organisationScope.register(dashboardRoutes, { ctx });
          await organisationScope.register(teamRoutes, { ctx });
          await organisationScope.register(productsRoutes, { ctx });
          await organisationScope.register(skusRoutes, { ctx });
          await organisationScope.register(suppliersRoutes, { ctx });
          await organisationScope.register(transfersRoutes, { ctx });
          await organisationScope.register(shipmentsRoutes, { ctx });
          await organisationScope.register(importsRoutes, { ctx });
          await organisationScope.register(warehousesRoutes, { ctx });
          await organisationScope.register(warehouseStockRoutes, { ctx });
          await organisationScope.register(leadTimesRoutes, { ctx });
          await organisationScope.register(productStockRoutes, { ctx });
          await organisationScope.register(inventoryByDateRoutes, { ctx });
          await organisationScope.register(purchaseOrdersRoutes, { ctx });
          await organisationScope.register(fulfillmentCentersRoutes, { ctx });
          await organisationScope.register(reportSourcesRoutes, { ctx });
          await organisationScope.register(reportRequestsRoutes, { ctx });
          await organisationScope.register(storeOrdersRoutes, { ctx });
          await organisationScope.register(disputesRoutes, { ctx });
          await organisationScope.register(forecastsRoutes, { ctx });
          await organisationScope.register(planningSuggestionsRoutes, { ctx });
          await organisationScope.register(stockHealthRoutes, { ctx });
          await organisationScope.register(stockRoutes, { ctx });
          await organisationScope.register(salesChannelsRoutes, { ctx });
          await organisationScope.register(eventsRoutes, { ctx });
          await organisationScope.register(amazonConnectRoutes, { ctx });
          await organisationScope.register(searchRoutes, { ctx });
        },
        { prefix: '/organisations/:organisation' },
      );
    },
    { prefix: '/api' },
  );

  await app.register(webAppPlugin, {
    webDistDir: ctx.config.webDistDir,
    meta: web.meta,
  });
  return app;
}

/**
 * Bodiless POSTs (logout, actions) often still say `application/json`; treat an empty body as {}
 * and leave everything else, including prototype-poisoning protection, to Fastify's parser.
 */
function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    parseJson(request, body as string, done);
  });
  // CSV imports may be posted as the raw file.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: CSV_MAX_BYTES },
    (_request, body, done) => done(null, body),
  );
  app.addHook('preValidation', async (request) => {
    if (request.body === undefined && ['POST', 'PUT', 'PATCH'].includes(request.method)) request.body = {};
  });
}
