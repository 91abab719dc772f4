import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createSellerDataset } from './dataset/seller-dataset.ts';
import { dayOf } from './dataset/time.ts';
import { sendJson } from './http/send.ts';
import { TokenStore } from './lwa/token-store.ts';
import { resolveOptions } from './options.ts';
import { contextOf } from './reports/document-download.ts';
import { createDocumentSigner } from './reports/document-url.ts';
import { ReportStore } from './reports/report-store.ts';
import { hasRows, reportTypeSpec } from './reports/report-types.ts';
import { type RouteDeps, route } from './routes.ts';
import { RateLimiter } from './sp-api/rate-limiter.ts';
import type { SimulatorCall, SimulatorConsent, SimulatorOptions, SpApiSimulator } from './types.ts';

/** Starts the simulator on 127.0.0.1 and resolves once it listens. */
export async function startSpApiSimulator(options: SimulatorOptions = {}): Promise<SpApiSimulator> {
  const config = resolveOptions(options);
  const now = () => config.now().getTime();
  const sellers = new Map(config.sellers.map((seller) => [seller.sellingPartnerId, seller]));
  const firstDay = dayOf(now()) - config.historyDays;
  const datasets = new Map(
    config.sellers.map((seller) => [
      seller.sellingPartnerId,
      createSellerDataset({ seed: config.seed, seller, ordersPerDay: config.ordersPerDay, firstDay }),
    ]),
  );
  const refreshTokenKey = `${config.clientId}\u0000${config.clientSecret}\u0000${config.applicationId}`;
  const tokens = new TokenStore(now, config.accessTokenSeconds, refreshTokenKey);
  const limiter = new RateLimiter(
    config.rateLimits === false ? null : config.rateLimits === true ? 1 : config.rateLimits.speed,
  );
  const reports = new ReportStore({
    seed: config.seed,
    pollsUntilDone: config.reportPollsUntilDone,
    now,
    // Amazon cancels a report that has no data to return instead of delivering an empty one.
    decideEnd: (report) => {
      const spec = reportTypeSpec(report.reportType);
      const context = contextOf({ datasets }, report);
      return spec && context && hasRows(spec, context) ? 'DONE' : 'CANCELLED';
    },
  });
  const signer = createDocumentSigner(randomBytes(32));
  const calls: SimulatorCall[] = [];
  const consents: SimulatorConsent[] = [];
  let url = '';
  const deps: RouteDeps = {
    tokens,
    limiter,
    reports,
    datasets,
    sellers: config.sellers,
    sellerById: sellers,
    now,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    applicationId: config.applicationId,
    redirectUris: config.redirectUris,
    consents,
    lineEnding: config.lineEnding,
    signer,
    services: { reports, signer, baseUrl: () => url, settlementDays: config.settlementDays },
  };
  const server = createServer((request, response) => {
    handle(deps, request, response, url)
      .then((call) => calls.push(call))
      .catch((error: unknown) => failRequest(response, error));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, '127.0.0.1', () => resolve());
  });
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url,
    lwaTokenUrl: `${url}/auth/o2/token`,
    sellerCentralUrl: url,
    consentPageOf: (sellerCentralHost = 'sellercentral.amazon.com') =>
      `${url}/${sellerCentralHost}/apps/authorize/consent`,
    endpoint: (region) => `${url}/${region}`,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    applicationId: config.applicationId,
    sellers: config.sellers.map((seller) => ({ ...seller, marketplaceIds: [...seller.marketplaceIds] })),
    control: {
      failNextReport: (reportType, status) => reports.failNext(reportType, status),
      throttleNext: (operation, count) => limiter.throttleNext(operation, count),
      expireAccessTokens: () => tokens.expireAllAccessTokens(),
      revokeAuthorization: (sellingPartnerId) => {
        if (!sellers.has(sellingPartnerId)) throw new Error(`unknown seller ${sellingPartnerId}`);
        tokens.revokeSeller(sellingPartnerId);
      },
      issueRefreshToken: (sellingPartnerId) => {
        if (!sellers.has(sellingPartnerId)) throw new Error(`unknown seller ${sellingPartnerId}`);
        return tokens.issueRefreshToken(sellingPartnerId);
      },
      calls: () => calls.map((call) => ({ ...call })),
      catalogue: (sellingPartnerId) => {
        const dataset = datasets.get(sellingPartnerId);
        if (!dataset) throw new Error(`unknown seller ${sellingPartnerId}`);
        return dataset.catalogue.map(({ sku, asin, title }) => ({ sku, asin, title }));
      },
      consents: () => consents.map((consent) => ({ ...consent })),
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

async function handle(
  deps: RouteDeps,
  request: IncomingMessage,
  response: ServerResponse,
  baseUrl: string,
): Promise<SimulatorCall> {
  const url = new URL(request.url ?? '/', baseUrl);
  const { operation, status, body } = await route(deps, request, url, response);
  return {
    operation,
    method: request.method ?? 'GET',
    path: url.pathname,
    ...(url.search ? { query: url.search.slice(1) } : {}),
    ...(body === undefined ? {} : { body }),
    status,
  };
}

/** A failure here is a simulator bug, except a client that hung up in the middle of a download. */
function failRequest(response: ServerResponse, error: unknown): void {
  const code = (error as { code?: string }).code;
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || response.destroyed) return;
  console.error('sp-api-simulator: request failed', error);
  if (response.headersSent) response.destroy();
  else
    sendJson(response, 500, {
      errors: [{ code: 'InternalFailure', message: 'We encountered an internal error. Please try again.' }],
    });
}
