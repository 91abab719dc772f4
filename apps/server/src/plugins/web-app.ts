import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ASSET_BASE_PATH } from '@backoffice/shared';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { notFound } from '../lib/app-error.ts';
import { withMetaTags } from './index-html-meta.ts';

// /storage/ served uploaded files to anyone before the file store (decision 18): old links get the
// JSON 404, never the app.
const API_PREFIXES = ['/api/', '/sanctum/', ASSET_BASE_PATH, '/storage/'];

/**
 * Whether a path outside the API gets the app. A browser asks for HTML; `curl` and uptime checks
 * send an any-type Accept or nothing, and `/` must answer them as the product, not a JSON 404. A path that names
 * a file (`/favicon.ico`, `/robots.txt`) and was not found is a 404 whoever asks.
 */
function servesApp(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  if (accept?.includes('text/html')) return true;
  const path = request.url.split('?', 1)[0] ?? '';
  if (path === '/') return true;
  const anything = accept === undefined || accept.trim() === '' || accept.includes('*/*');
  return anything && !/\.[a-z0-9]+$/i.test(path);
}

/**
 * Serves the built SPA: hashed assets under /build/ (cached forever), and index.html for every
 * other GET that asks for HTML, so deep links and reloads work, with the runtime settings in `meta` as <meta> tags. Unknown API paths get the JSON 404 of
 * every other error.
 */
export const webAppPlugin = fp(
  async (
    app: FastifyInstance,
    { webDistDir, meta = {} }: { webDistDir: string; meta?: Record<string, string> },
  ) => {
    const hasWebApp = existsSync(join(webDistDir, 'index.html'));
    if (hasWebApp) {
      await app.register(fastifyStatic, {
        root: webDistDir,
        prefix: ASSET_BASE_PATH,
        index: false,
        // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts): sent as
        // is to a client that accepts them, never compressed per request.
        preCompressed: true,
        setHeaders(res, path) {
          const immutable = path.includes(`${join(webDistDir, 'assets')}`);
          res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    } else {
      app.log.warn({ webDistDir }, 'web app not built: run `npm run build:web` (npm start does it for you)');
    }
    // index.html with the runtime settings, written once: the build does not change under a
    // running server (hasWebApp is decided once too), so no request reads or rewrites it.
    const indexHtml =
      hasWebApp && Object.keys(meta).length > 0
        ? withMetaTags(readFileSync(join(webDistDir, 'index.html'), 'utf8'), meta)
        : undefined;
    app.setNotFoundHandler(async (request, reply) => {
      const isApi = API_PREFIXES.some((prefix) => request.url.startsWith(prefix));
      if (
        !isApi &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        servesApp(request) &&
        hasWebApp
      ) {
        reply.header('cache-control', 'no-cache');
        if (indexHtml === undefined) return reply.sendFile('index.html', webDistDir);
        return reply.type('text/html; charset=utf-8').send(indexHtml);
      }
      return reply.code(404).send(notFound().toBody());
    });
  },
);
