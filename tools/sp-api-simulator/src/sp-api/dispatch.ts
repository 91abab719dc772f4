import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { SellerDataset } from '../dataset/seller-dataset.ts';
import { parseJson, readBody } from '../http/read-body.ts';
import { sendJson } from '../http/send.ts';
import type { TokenStore } from '../lwa/token-store.ts';
import type { SimulatorRegion, SimulatorSeller } from '../types.ts';
import {
  type ErrorBody,
  errorBody,
  QUOTA_EXCEEDED,
  SpApiError,
  UNAUTHORIZED_DETAILS,
  UNAUTHORIZED_MESSAGE,
} from './errors.ts';
import type { SpApiServices } from './operation.ts';
import { matchOperation } from './operations.ts';
import type { RateLimiter } from './rate-limiter.ts';

/**
 * One SP-API request under /na, /eu or /fe: find the operation, check the access token and the
 * seller's region, take a token from the operation's bucket, run the handler. Every answer has
 * x-amzn-RequestId; x-amzn-RateLimit-Limit comes only with 2xx, 400 and 404, as Amazon sends it
 * (never with 401/403/429: Amazon's usage plans guide, listed in the client's README,
 * apps/server/src/integrations/amazon/client/README.md, "Usage plans").
 */
export interface DispatchDeps {
  tokens: TokenStore;
  limiter: RateLimiter;
  sellerById: ReadonlyMap<string, SimulatorSeller>;
  datasets: ReadonlyMap<string, SellerDataset>;
  services: SpApiServices;
  now: () => number;
}

export async function dispatchSpApi(
  deps: DispatchDeps,
  region: SimulatorRegion,
  path: string,
  url: URL,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<{ operation: string; status: number; body?: unknown }> {
  const requestId = randomUUID();
  const answer = (status: number, body: unknown, rate?: number) => {
    const rateHeader: Record<string, string> =
      rate !== undefined && (status < 300 || status === 400 || status === 404)
        ? { 'x-amzn-RateLimit-Limit': String(rate) }
        : {};
    sendJson(response, status, body, { 'x-amzn-RequestId': requestId, ...rateHeader });
  };
  const matched = matchOperation(request.method ?? 'GET', path);
  if (!matched) {
    answer(404, errorBody('NotFound', 'The requested resource was not found.', `${request.method} ${path}`));
    return { operation: 'unknown', status: 404 };
  }
  const { operation, params } = matched;
  const done = (status: number, body: unknown, rate?: number | null) => {
    answer(status, body, rate ?? undefined);
    return { operation: operation.name, status };
  };

  const denied = (details: string) => done(403, errorBody('Unauthorized', UNAUTHORIZED_MESSAGE, details));
  const header = request.headers['x-amz-access-token'];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return denied(UNAUTHORIZED_DETAILS.missing);
  const access = deps.tokens.checkAccessToken(token);
  if (!access.ok) return denied(UNAUTHORIZED_DETAILS[access.reason]);
  const seller = access.sellingPartnerId ? deps.sellerById.get(access.sellingPartnerId) : undefined;
  const dataset = seller ? deps.datasets.get(seller.sellingPartnerId) : undefined;
  // Authorisation is regional: a seller's token opens its own region's endpoint only.
  if (!seller || !dataset || seller.region !== region) return denied(UNAUTHORIZED_DETAILS.denied);

  if (!deps.limiter.take(seller.sellingPartnerId, operation.name, operation, operation.path)) {
    return done(429, QUOTA_EXCEEDED);
  }

  let body: unknown;
  if (request.method === 'POST') {
    const text = await readBody(request);
    body = parseJson(text);
    if (body === undefined)
      return done(
        400,
        errorBody('InvalidInput', 'Invalid input', 'The body is not valid JSON.'),
        deps.limiter.rateOf(operation),
      );
  }
  // The body as sent goes to the call log (control.calls()), for checks of the client's requests.
  const logged = body === undefined ? {} : { body };
  try {
    const result = operation.handler({
      seller,
      dataset,
      params,
      query: url.searchParams,
      body,
      nowMs: deps.now(),
      services: deps.services,
    });
    return { ...done(result.status, result.body, deps.limiter.rateOf(operation)), ...logged };
  } catch (error) {
    if (!(error instanceof SpApiError)) throw error;
    const errorAnswer: ErrorBody = error.body();
    return { ...done(error.status, errorAnswer, deps.limiter.rateOf(operation)), ...logged };
  }
}
