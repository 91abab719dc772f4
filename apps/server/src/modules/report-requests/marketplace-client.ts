import type { AmazonConfig } from '../../config.ts';
import { type AmazonRegion, amazonEndpointsOf } from '../../integrations/amazon/client/amazon-endpoints.ts';
import { createSpApiClient, type SpApiClient } from '../../integrations/amazon/client/sp-api-client.ts';
import { openSecret } from '../report-sources/report-source-secrets.ts';
import type { ReportSourceRow } from '../report-sources/report-sources.tables.ts';

/** The marketplace's API for one connected source; null when it is not connected (or Amazon is off). */
export type MarketplaceClients = (source: ReportSourceRow) => SpApiClient | null;

/**
 * SP-API clients for connected Amazon sources: the seller's refresh token (sealed with APP_KEY),
 * the source's region, and the source's own app credentials when it has them (a private app),
 * else the product's.
 */
export function amazonClients(config: AmazonConfig, appKey: Buffer): MarketplaceClients {
  const endpoints = amazonEndpointsOf(config);
  return (source) => {
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
    });
  };
}
