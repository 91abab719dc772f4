import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AmazonEndpoints } from './amazon-endpoints.ts';
import {
  AmazonAccessDeniedError,
  AmazonApiError,
  AmazonAuthorizationError,
  AmazonRateLimitedError,
  AmazonResponseError,
  AmazonThrottledError,
} from './amazon-errors.ts';
import { createSpApiClient } from './sp-api-client.ts';
import { inProcessRateLimiter } from './sp-api-rate-limiter.ts';

/**
 * What the simulator does not stage: Amazon answering in ways a connector must survive (5xx,
 * Retry-After, malformed bodies, LWA outages). A loopback server plays Amazon, one scripted
 * answer per request; the client under test is the real one, over real HTTP.
 */
type Answer = (request: IncomingMessage, response: ServerResponse) => void;
interface Seen {
  method: string;
  url: string;
  headers: IncomingMessage['headers'];
  body: string;
}

let server: Server;
let base = '';
let script: Answer[] = [];
let seen: Seen[] = [];

beforeAll(async () => {
  server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const answer = script.shift();
      if (answer) answer(request, response);
      else
        json(500, { errors: [{ code: 'NoScript', message: `unscripted ${request.url}` }] })(
          request,
          response,
        );
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
beforeEach(() => {
  script = [];
  seen = [];
});

const json =
  (status: number, body: unknown, headers: Record<string, string> = {}): Answer =>
  (_request, response) => {
    response.writeHead(status, { 'content-type': 'application/json', ...headers });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
const token = (accessToken = 'Atza|one') =>
  json(200, { access_token: accessToken, token_type: 'bearer', expires_in: 3600 });
const participations = json(200, {
  payload: [
    {
      marketplace: {
        id: 'ATVPDKIKX0DER',
        name: 'Amazon.com',
        countryCode: 'US',
        defaultCurrencyCode: 'USD',
        defaultLanguageCode: 'en_US',
        domainName: 'www.amazon.com',
      },
      participation: { isParticipating: true, hasSuspendedListings: false },
    },
  ],
});

function client(options: { maxAttempts?: number } = {}) {
  const endpoints: AmazonEndpoints = {
    lwaTokenUrl: `${base}/auth/o2/token`,
    spApi: { na: `${base}/na`, eu: `${base}/eu`, fe: `${base}/fe` },
    applicationId: 'amzn1.sellerapps.app.test',
    clientId: 'client-id',
    clientSecret: 'client-secret',
    userAgent: 'Stockroom/2.1.0 (Language=TypeScript; Platform=Node)',
  };
  const sleeps: number[] = [];
  // The rate limiter's clock is the waits alone: the buckets refill as if the waits were real, and
  // the real time a loaded machine takes between two calls does not shorten the next wait.
  let slept = 0;
  const spApi = createSpApiClient({
    endpoints,
    region: 'na',
    refreshToken: 'Atzr|seller',
    sleep: async (ms) => {
      sleeps.push(ms);
      slept += ms;
    },
    limiter: inProcessRateLimiter(() => slept),
    random: () => 1,
    maxAttempts: options.maxAttempts ?? 3,
  });
  return { spApi, sleeps };
}

describe('an SP-API call', () => {
  it('sends the LWA token, the user agent and x-amz-date, and no signature', async () => {
    script = [token('Atza|abc'), participations];
    const { spApi } = client();
    expect(await spApi.getMarketplaceParticipations()).toEqual([
      {
        marketplaceId: 'ATVPDKIKX0DER',
        countryCode: 'US',
        name: 'Amazon.com',
        defaultCurrencyCode: 'USD',
        defaultLanguageCode: 'en_US',
        domainName: 'www.amazon.com',
        isParticipating: true,
      },
    ]);
    const [lwa, call] = seen;
    expect(Object.fromEntries(new URLSearchParams(lwa?.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: 'Atzr|seller',
      client_id: 'client-id',
      client_secret: 'client-secret',
    });
    expect(lwa?.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
    expect(call?.url).toBe('/na/sellers/v1/marketplaceParticipations');
    expect(call?.headers['x-amz-access-token']).toBe('Atza|abc');
    expect(call?.headers['user-agent']).toBe('Stockroom/2.1.0 (Language=TypeScript; Platform=Node)');
    expect(call?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    expect(call?.headers.authorization).toBeUndefined();
  });

  it('retries 5xx with growing back-off and then succeeds', async () => {
    script = [token(), json(503, ''), json(500, { errors: [] }), participations];
    const { spApi, sleeps } = client();
    expect(await spApi.getMarketplaceParticipations()).toHaveLength(1);
    // getMarketplaceParticipations refills 0.016 a second: 62.5 s, capped at a minute.
    expect(sleeps).toEqual([60_000, 60_000]);
  });

  it("waits Amazon's Retry-After on a 429 when it gives one longer than the bucket's refill", async () => {
    script = [
      token(),
      json(429, { errors: [{ code: 'QuotaExceeded', message: 'slow' }] }, { 'retry-after': '2' }),
    ];
    script.push(
      json(200, {
        reportId: 'R1',
        processingStatus: 'IN_QUEUE',
        reportType: 'GET_X',
        createdTime: '2025-06-18T12:00:00Z',
      }),
    );
    const { spApi, sleeps } = client();
    expect((await spApi.getReport('R1')).processingStatus).toBe('IN_QUEUE');
    // getReport refills in half a second; Amazon asked for two.
    expect(sleeps).toEqual([2000]);
  });

  it('gives up at once when Retry-After is longer than it would ever wait', async () => {
    script = [
      token(),
      json(429, { errors: [{ code: 'QuotaExceeded', message: 'slow' }] }, { 'retry-after': '600' }),
    ];
    const { spApi, sleeps } = client();
    const error = await spApi.getReport('R1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonThrottledError);
    expect(error).toMatchObject({ operation: 'getReport', status: 429, attempts: 1, retryAfterMs: 600_000 });
    expect(sleeps).toEqual([]);
  });

  it('throws AmazonRateLimitedError after the last attempt, with the operation and errors', async () => {
    const quota = json(429, { errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota.' }] });
    script = [token(), quota, quota, quota];
    const { spApi, sleeps } = client({ maxAttempts: 3 });
    const error = await spApi.getReport('R1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonRateLimitedError);
    expect(error).toBeInstanceOf(AmazonThrottledError);
    expect(error).toMatchObject({
      operation: 'getReport',
      status: 429,
      attempts: 3,
      errors: [{ code: 'QuotaExceeded', message: 'You exceeded your quota.' }],
    });
    // Each 429 empties getReport's bucket: its next token half a second away, waited for.
    expect(sleeps).toEqual([500, 500]);
  });

  it('answers a 403 that is not an expired token with AmazonAccessDeniedError, untried again', async () => {
    const revoked = {
      errors: [
        {
          code: 'Unauthorized',
          message: 'Access to requested resource is denied.',
          details: 'The access token you provided is revoked, malformed or invalid.',
        },
      ],
    };
    script = [token(), json(403, revoked)];
    const { spApi } = client();
    const error = await spApi.getReport('R1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonAccessDeniedError);
    expect(error).toMatchObject({ operation: 'getReport', status: 403, errors: revoked.errors });
    expect(seen).toHaveLength(2);
  });

  it('does not retry a 400, and says what Amazon said', async () => {
    script = [
      token(),
      json(400, { errors: [{ code: 'InvalidInput', message: 'Invalid input', details: 'x' }] }),
    ];
    const { spApi } = client();
    const error = await spApi.getReport('bad').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonApiError);
    expect(error).not.toBeInstanceOf(AmazonThrottledError);
    expect((error as Error).message).toBe('getReport: HTTP 400 InvalidInput: Invalid input');
  });

  it('calls a malformed answer an AmazonResponseError of the operation, not a crash later', async () => {
    script = [token(), json(200, { orders: 'none' })];
    const { spApi } = client();
    const orders = spApi.searchOrders({ marketplaceIds: ['ATVPDKIKX0DER'], createdAfter: new Date(0) });
    const error = await (async () => {
      for await (const _ of orders) break;
    })().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonResponseError);
    expect(error).toMatchObject({ operation: 'searchOrders', status: 200 });
    expect((error as Error).message).toMatch(/^searchOrders: answer does not match Amazon's model \(orders/);

    script = [json(200, '<html>maintenance</html>')];
    await expect(spApi.getReport('R1')).rejects.toMatchObject({
      name: 'AmazonResponseError',
      message: 'getReport: answer is not JSON',
    });
  });

  it('encodes ids in paths and sends getReports’ nextToken alone', async () => {
    const report = (reportId: string) => ({
      reportId,
      reportType: 'GET_X',
      processingStatus: 'DONE',
      createdTime: '2024-03-10T20:11:24.000Z',
      reportDocumentId: `doc-${reportId}`,
    });
    script = [
      token(),
      json(200, { reports: [report('1')], nextToken: 'next/+=' }),
      json(200, { reports: [report('2')] }),
      json(200, report('a/b')),
    ];
    const { spApi } = client();
    const ids: string[] = [];
    for await (const found of spApi.listReports({ reportTypes: ['GET_X', 'GET_Y'], pageSize: 1 }))
      ids.push(found.reportId);
    expect(ids).toEqual(['1', '2']);
    expect(seen[1]?.url).toBe('/na/reports/2021-06-30/reports?reportTypes=GET_X,GET_Y&pageSize=1');
    expect(seen[2]?.url).toBe('/na/reports/2021-06-30/reports?nextToken=next%2F%2B%3D');
    expect(await spApi.getReport('a/b')).toMatchObject({ reportId: 'a/b', reportDocumentId: 'doc-a/b' });
    expect(seen[3]?.url).toBe('/na/reports/2021-06-30/reports/a%2Fb');
  });
});

describe('Login with Amazon from the client', () => {
  it('stops with AmazonAuthorizationError when the seller revoked the grant, before any SP-API call', async () => {
    script = [
      json(400, {
        error: 'invalid_grant',
        error_description: 'The request has an invalid grant parameter : refresh_token',
      }),
    ];
    const { spApi } = client();
    const error = await spApi.getMarketplaceParticipations().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonAuthorizationError);
    expect(error).toMatchObject({ operation: 'refreshAccessToken', status: 400, sellerMustReconnect: true });
    expect(seen).toHaveLength(1);
  });

  it('retries LWA being down like any 5xx', async () => {
    script = [json(503, 'down'), token(), participations];
    const { spApi, sleeps } = client();
    expect(await spApi.getMarketplaceParticipations()).toHaveLength(1);
    expect(sleeps).toHaveLength(1);
  });

  it('counts no answer at all as a failure to retry, then AmazonThrottledError without a status', async () => {
    const { spApi, sleeps } = client({ maxAttempts: 2 });
    script = [token(), (request) => request.socket.destroy(), (request) => request.socket.destroy()];
    const error = await spApi.getReport('R1').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AmazonThrottledError);
    expect(error).toMatchObject({ operation: 'getReport', status: null, attempts: 2 });
    expect(sleeps).toHaveLength(1);
  });
});

describe('a report document served with Content-Encoding: gzip', () => {
  it('is not gunzipped twice (fetch already decoded it)', async () => {
    const text = 'sku\tquantity\nA-1\t3\n';
    script = [
      token(),
      json(200, { reportDocumentId: 'D1', url: `${base}/doc/D1`, compressionAlgorithm: 'GZIP' }),
      (_request, response) => {
        response.writeHead(200, {
          'content-type': 'text/tab-separated-values; charset=UTF-8',
          'content-encoding': 'gzip',
        });
        response.end(gzipSync(text));
      },
    ];
    const { spApi } = client();
    const document = await spApi.downloadReportDocument('D1');
    const chunks: Uint8Array[] = [];
    for await (const chunk of document.body) chunks.push(chunk);
    expect(Buffer.concat(chunks).toString('utf8')).toBe(text);
    expect(document).toMatchObject({ charset: 'UTF-8', contentLength: null });
    // The pre-signed URL gets no Amazon token.
    expect(seen[2]?.headers['x-amz-access-token']).toBeUndefined();
  });
});
