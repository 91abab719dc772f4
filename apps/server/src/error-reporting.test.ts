import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { APP_VERSION } from '@backoffice/shared';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppContext } from './app-context.ts';
import { notFound } from './lib/app-error.ts';
import { withMetaTags } from './plugins/index-html-meta.ts';
import { type SentryEvent, type SentryStandIn, startSentryStandIn } from './testing/sentry-stand-in.ts';
import { openTestDatabase } from './testing/test-database.ts';
import { startTestApp } from './testing/test-server.ts';

/**
 * Spec section 8 (decision 11): with SENTRY_DSN set, an unexpected error (a 500) reaches Sentry
 * through @sentry/node, here a local stand-in of its ingest; a 4xx never does. The web app gets
 * the same DSN in index.html, and the CSP lets it post there.
 */
let standIn: SentryStandIn;
let server: { ctx: AppContext; app: FastifyInstance; url: string };
let dataDir = '';

beforeAll(async () => {
  standIn = await startSentryStandIn();
  dataDir = await mkdtemp(join(tmpdir(), 'sbo-sentry-'));
  // A built web app is only its index.html to the server.
  const webDistDir = join(dataDir, 'web');
  await mkdir(webDistDir);
  await writeFile(
    join(webDistDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head></html>',
  );
  server = await startTestApp({
    database: await openTestDatabase(),
    dataDir,
    overrides: { SENTRY_DSN: standIn.dsn, SENTRY_ENVIRONMENT: 'test', WEB_DIST_DIR: webDistDir },
    beforeListen: async (_ctx, app) => {
      app.get('/api/test/unexpected', { config: { public: true } }, async () => {
        throw new TypeError('stand-in: cannot read the ledger');
      });
      app.get('/api/test/missing', { config: { public: true } }, async () => {
        throw notFound();
      });
    },
  });
});

afterAll(async () => {
  await server?.app.close();
  await server?.ctx.jobs.stop({ timeoutMs: 1_000 });
  await server?.ctx.database.close();
  await standIn?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

interface Span {
  name: string;
  attributes?: Record<string, { value: unknown } | undefined>;
}
interface SpanBatch {
  items: Span[];
}
const isServerSpanOf = (path: string) => (span: Span) =>
  span.attributes?.['sentry.op']?.value === 'http.server' && span.attributes?.['url.path']?.value === path;
const exceptionOf = (event: SentryEvent) => event.exception?.values?.at(-1);

describe('error reporting to Sentry', () => {
  it('sends an unexpected error to Sentry with its exception, and no 4xx', async () => {
    // Client errors first: were they reported, their events would be sent before the 500's.
    expect((await fetch(`${server.url}/api/test/missing`)).status).toBe(404);
    expect(
      (await fetch(`${server.url}/api/users/me`, { headers: { accept: 'application/json' } })).status,
    ).toBe(401);

    const response = await fetch(`${server.url}/api/test/unexpected`, {
      headers: { cookie: 'stockroom_session=top-secret-session' },
    });
    expect(response.status).toBe(500);
    // The client still learns nothing of the error.
    expect(await response.text()).not.toContain('ledger');

    const event = await standIn.waitFor<SentryEvent>('event', (e) => exceptionOf(e)?.type === 'TypeError');
    expect(exceptionOf(event)).toMatchObject({
      type: 'TypeError',
      value: 'stand-in: cannot read the ledger',
    });
    expect(event).toMatchObject({ environment: 'test', release: `stockroom@${APP_VERSION}` });
    expect(event.request).toMatchObject({
      method: 'GET',
      url: expect.stringContaining('/api/test/unexpected'),
    });
    // The session cookie stays out of what is sent.
    expect(JSON.stringify(event)).not.toContain('top-secret-session');
    expect(standIn.items<SentryEvent>('event')).toHaveLength(1);
  });

  it('traces every request (sampled at 100 percent)', async () => {
    await fetch(`${server.url}/api/health`);
    // Spans are streamed: `span` items, each holding a batch of spans. Without tracing, none come.
    const batch = await standIn.waitFor<SpanBatch>('span', (b) =>
      b.items.some(isServerSpanOf('/api/health')),
    );
    expect(batch.items.find(isServerSpanOf('/api/health'))).toMatchObject({
      name: expect.stringContaining('GET'),
    });
  });

  it('hands the DSN to the web app in index.html and lets it post there (CSP)', async () => {
    const response = await fetch(`${server.url}/dashboard`, { headers: { accept: 'text/html' } });
    const html = await response.text();
    expect(html).toContain(`<meta name="sentry-dsn" content="${standIn.dsn}" />`);
    expect(html).toContain('<meta name="sentry-environment" content="test" />');
    const connectSrc = /connect-src ([^;]+)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(connectSrc?.split(' ')).toEqual(["'self'", new URL(standIn.dsn).origin]);
  });

  it('escapes what it writes into index.html', () => {
    const html = withMetaTags('<html><head><title>x</title></head></html>', {
      'sentry-dsn': 'https://k@o1.example/1?a=1&b="><script>alert(1)</script>',
    });
    expect(html).toContain(
      '<head>\n    <meta name="sentry-dsn" content="https://k@o1.example/1?a=1&amp;b=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" />',
    );
    expect(html).not.toContain('<script>');
  });
});
