import { APP_VERSION } from '@backoffice/shared';

/**
 * Unexpected errors (what plugins/errors.ts answers with a 500) go to Sentry when `SENTRY_DSN` is
 * set (spec section 8, decision 11); without it they are only logged, by the error handler.
 */
export interface ErrorReporter {
  report(error: unknown): void;
  /** Sends what is still queued (on shutdown), then stops reporting. */
  close(): Promise<void>;
}

const FLUSH_TIMEOUT_MS = 2_000;

export async function startErrorReporting({
  dsn,
  environment,
}: {
  dsn: string | undefined;
  environment: string;
}): Promise<ErrorReporter> {
  if (!dsn) return { report: () => {}, close: async () => {} };
  // Loaded only with a DSN: an install without Sentry pays nothing for the SDK at start.
  const Sentry = await import('@sentry/node');
  Sentry.init({
    dsn,
    environment,
    release: `stockroom@${APP_VERSION}`,
    // Spec section 8: tracing sampled at 100 percent. Requests become spans through Node's own
    // diagnostics channels, so initialising after Fastify is loaded still traces them.
    tracesSampleRate: 1,
    // No session cookie, XSRF token, request body (a password, a secret) or user in the events:
    // the method, URL and these headers tell what failed.
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpBodies: [],
      httpHeaders: {
        request: { allow: ['user-agent', 'accept', 'content-type', 'referer'] },
        response: false,
      },
    },
  });
  return {
    report: (error) => {
      Sentry.captureException(error);
    },
    close: async () => {
      await Sentry.close(FLUSH_TIMEOUT_MS);
    },
  };
}

/**
 * What the web app needs to report to the same Sentry project: the DSN and environment as
 * <meta> tags in index.html (plugins/index-html-meta.ts), and the DSN's origin allowed as a CSP
 * connect-src, where the browser SDK posts its envelopes. Nothing without a DSN.
 */
export function webErrorReporting({ dsn, environment }: { dsn: string | undefined; environment: string }): {
  meta: Record<string, string>;
  connectTo: string[];
} {
  if (!dsn) return { meta: {}, connectTo: [] };
  return {
    meta: { 'sentry-dsn': dsn, 'sentry-environment': environment },
    connectTo: [new URL(dsn).origin],
  };
}
