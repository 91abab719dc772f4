import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

export interface SecurityOptions {
  /** Origins beside the app's own that the web app may send requests to (CSP connect-src). */
  connectTo?: string[];
  /** Origins beside the app's own that the web app may show images from (CSP img-src): SKUs' catalog images. */
  imagesFrom?: string[];
}

/**
 * Security headers for API and SPA alike. No CORS plugin is registered on purpose: the web app
 * is served from the same origin, and browsers refuse cross-origin reads without CORS headers.
 * Helmet itself, built once: @fastify/helmet builds it anew on every request (re-parsing the
 * policy), 3 % of a signed-in request's CPU.
 */
export const securityPlugin = fp(
  async (app: FastifyInstance, { connectTo = [], imagesFrom = [] }: SecurityOptions) => {
    const securityHeaders = helmet({
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', ...imagesFrom],
          fontSrc: ["'self'", 'data:'],
          // The web app's own API, and origins it reports to (Sentry's, when a DSN is set).
          connectSrc: ["'self'", ...connectTo],
          frameAncestors: ["'none'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          // Plain-HTTP local installs must keep working; HTTPS deployments get HSTS from helmet.
          upgradeInsecureRequests: null,
        },
      },
      crossOriginEmbedderPolicy: false,
    });
    app.addHook('onRequest', (request, reply, done) => {
      securityHeaders(request.raw, reply.raw, () => done());
    });
    app.addHook('onSend', async (request, reply) => {
      reply.header('x-request-id', request.id);
      // API answers are never cached, unless a route says otherwise (a logo under a URL that
      // changes with it: private, for the member's browser only).
      const api = request.url.startsWith('/api/') || request.url.startsWith('/sanctum/');
      if (api && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });
  },
);
