import type { AmazonConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type AmazonRegion, amazonEndpointsOf } from '../../integrations/amazon/client/amazon-endpoints.ts';
import { createSpApiClient, type SpApiClient } from '../../integrations/amazon/client/sp-api-client.ts';
import { databaseRateLimiter } from '../amazon-rate-limits/amazon-rate-limits.usecases.ts';
import { openSecret } from '../report-sources/report-source-secrets.domain.ts';
import type { ReportSourceRow } from '../report-sources/report-sources.facts.ts';

/** The marketplace's API for one connected source; null when it is not connected (or Amazon is off). */
export type MarketplaceClients = (source: ReportSourceRow) => SpApiClient | null;

/**
 * SP-API clients for connected Amazon sources: the seller's refresh token (sealed with APP_KEY),
 * the source's region, and the source's own app credentials when it has them (a private app),
 * else the product's. One client per source and authorization is kept for the instance's life,
 * so its access token (refreshed a minute before it expires) serves every job of that source
 * instead of each job asking Login with Amazon for a new one; reconnecting seals a new refresh
 * token, which makes a new client.
 *
 * With `db`, each client takes its requests from the seller's token buckets in the database
 * (module amazon-rate-limits, decision 24), which every instance shares; without it (tests of one
 * call), from buckets in this process.
 */
export function amazonClients(config: AmazonConfig, appKey: Buffer, db?: Database): MarketplaceClients {
  const endpoints = amazonEndpointsOf(config);
  const kept = new Map<string, SpApiClient>();
  return (source) => {
    const key = [
      source.organisationId,
      source.id,
      source.regionCode,
      source.authTokenEncrypted,
      source.clientKeyEncrypted,
    ].join(':');
    const existing = kept.get(key);
    if (existing) return existing;
    const client = createClient(source);
    // The source's client of an earlier authorization is done with.
    for (const stale of kept.keys())
      if (stale.startsWith(`${source.organisationId}:${source.id}:`)) kept.delete(stale);
    if (client) kept.set(key, client);
    return client;
  };

  function createClient(source: ReportSourceRow): SpApiClient | null {
    const region = source.regionCode.toLowerCase() as AmazonRegion;
    if (!endpoints || source.type !== 'amazon' || !source.authTokenEncrypted) return null;
    if (!(region in endpoints.spApi)) return null;
    const open = (field: 'auth_token' | 'client_key' | 'client_secret', sealed: string) =>
      openSecret(appKey, { organisationId: source.organisationId, field }, sealed);
    const credentials =
      source.clientKeyEncrypted && source.clientSecretEncrypted
        ? {
            clientId: open('client_key', source.clientKeyEncrypted),
            clientSecret: open('client_secret', source.clientSecretEncrypted),
          }
        : undefined;
    return createSpApiClient({
      endpoints,
      region,
      refreshToken: open('auth_token', source.authTokenEncrypted),
      ...(credentials ? { credentials } : {}),
      ...(db
        ? {
            limiter: databaseRateLimiter(db, {
              // Amazon's bucket is the application's and the seller's: a source with its own app
              // has buckets of its own, and so has one without the seller's id (an old private app's).
              sellingPartnerId: [
                source.sellerPartnerId ?? `source:${source.organisationId}:${source.id}`,
                ...(credentials ? [credentials.clientId] : []),
              ].join(' '),
              region,
            }),
          }
        : {}),
    });
  }
}
