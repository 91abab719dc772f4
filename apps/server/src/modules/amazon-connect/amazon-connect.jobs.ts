import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { AmazonAuthorizationError } from '../../integrations/amazon/client/amazon-errors.ts';
import { defineJob, type JobQueue } from '../../jobs/job-queue.ts';
import type { MarketplaceClients } from '../report-requests/marketplace.client.ts';
import { recordAuthorizationCheck } from '../report-sources/amazon-sources.usecases.ts';
import { connectedAmazonSources, findReportSource } from '../report-sources/report-sources.facts.ts';

/**
 * Every half hour, each connected Amazon source's access token is refreshed when it is due (the
 * shared client keeps it, so the source's jobs find a fresh one), which also checks the seller's
 * authorization: a refresh token Amazon no longer accepts (the seller removed the app, or the
 * authorization lapsed) is recorded on the source, and Health asks for a reconnect before the
 * next sync fails on it.
 */
export const tokenRefreshJob = defineJob<Record<string, never>>({
  name: 'amazon.token-refresh',
  retryLimit: 1,
  retryDelaySeconds: 60,
});

export const TOKEN_REFRESH_CRON = '*/30 * * * *';

interface TokenRefreshDependencies {
  db: Database;
  clients: MarketplaceClients;
  log: Pick<BaseLogger, 'warn'>;
  now?: () => Date;
}

/**
 * Refreshes and checks each source's authorization; answers how many Amazon accepted and refused.
 * A failure that says nothing of the authorization (Amazon unreachable, throttled) leaves the
 * source's state as it was, for the next run to try.
 */
export async function refreshAmazonTokens({
  db,
  clients,
  log,
  now = () => new Date(),
}: TokenRefreshDependencies): Promise<{ accepted: number; refused: number }> {
  const outcome = { accepted: 0, refused: 0 };
  for (const key of await connectedAmazonSources(db)) {
    const source = await inTenant(db, key.organisationId, (tx) => findReportSource(tx, key));
    const client = source ? clients(source) : null;
    if (!client) continue;
    let error: string | null = null;
    try {
      await client.refreshAccessToken();
    } catch (failure) {
      if (!(failure instanceof AmazonAuthorizationError)) {
        log.warn({ err: failure, ...key }, 'Amazon token refresh failed');
        continue;
      }
      error =
        'Amazon no longer accepts this connection (the app was removed or the authorization lapsed). Connect the seller account again.';
    }
    await inTenant(db, key.organisationId, (tx) =>
      recordAuthorizationCheck({ db: tx, ...key, checkedAt: now(), error }),
    );
    if (error) outcome.refused += 1;
    else outcome.accepted += 1;
  }
  return outcome;
}

export async function workAmazonTokenRefresh(
  dependencies: TokenRefreshDependencies & { jobs: JobQueue },
): Promise<void> {
  const { jobs } = dependencies;
  await jobs.work(tokenRefreshJob, () => refreshAmazonTokens(dependencies).then(() => undefined));
  await jobs.schedule(tokenRefreshJob, TOKEN_REFRESH_CRON, {});
}
