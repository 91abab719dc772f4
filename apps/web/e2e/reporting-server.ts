import { type SentryStandIn, startSentryStandIn } from '../../server/src/testing/sentry-stand-in.ts';
import { startAppServer } from './app-server.ts';

/**
 * A further instance of the product, started for the error-reporting journey only: like every
 * worker's own (app-server.ts), but with SENTRY_DSN pointing at a local Sentry stand-in
 * (decision 11). The workers' instances stay without a DSN, so no other journey loads Sentry.
 */
export interface ReportingServer {
  url: string;
  standIn: SentryStandIn;
  stop(): Promise<void>;
}

export async function startReportingServer(): Promise<ReportingServer> {
  const standIn = await startSentryStandIn();
  try {
    const server = await startAppServer({ SENTRY_DSN: standIn.dsn, SENTRY_ENVIRONMENT: 'e2e' });
    return {
      url: server.url,
      standIn,
      stop: async () => {
        await server.stop();
        await standIn.close();
      },
    };
  } catch (error) {
    await standIn.close();
    throw error;
  }
}
