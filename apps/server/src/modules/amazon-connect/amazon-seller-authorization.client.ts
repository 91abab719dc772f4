import type { AmazonConnectRegion } from '@backoffice/shared';
import type { BaseLogger } from 'pino';
import type { AmazonEndpoints } from '../../integrations/amazon/client/amazon-endpoints.ts';
import { AmazonApiError, AmazonAuthorizationError } from '../../integrations/amazon/client/amazon-errors.ts';
import { exchangeAuthorizationCode } from '../../integrations/amazon/client/lwa.ts';
import { createSpApiClient } from '../../integrations/amazon/client/sp-api-client.ts';

/** A browser is waiting on the callback: Amazon gets a second try, after at most two seconds. */
const CALLBACK_ATTEMPTS = 2;
const CALLBACK_MAX_WAIT_MS = 2000;

type Authorized =
  | { ok: true; refreshToken: string; marketplaceIds: string[] }
  | { ok: false; error: 'exchange_failed' | 'amazon_unavailable' };

/**
 * Amazon's side, before anything is stored: the code for a refresh token, then the marketplaces the
 * account sells in (with the access token the exchange gave). Either failing stores nothing, so
 * a source is never left half connected; the seller connects again.
 */
export async function authorizeSeller({
  endpoints,
  code,
  redirectUri,
  region,
  log,
}: {
  endpoints: AmazonEndpoints;
  code: string;
  redirectUri: string;
  region: AmazonConnectRegion;
  log: Pick<BaseLogger, 'warn'>;
}): Promise<Authorized> {
  try {
    const { refreshToken, accessToken, expiresAt } = await exchangeAuthorizationCode(endpoints, {
      code,
      redirectUri,
    });
    const spApi = createSpApiClient({
      endpoints,
      region,
      refreshToken,
      accessToken: { accessToken, expiresAt },
      maxAttempts: CALLBACK_ATTEMPTS,
      sleep: (ms) => new Promise((resolve) => setTimeout(resolve, Math.min(ms, CALLBACK_MAX_WAIT_MS))),
    });
    const participations = await spApi.getMarketplaceParticipations();
    return {
      ok: true,
      refreshToken,
      marketplaceIds: participations
        .filter((entry) => entry.isParticipating)
        .map((entry) => entry.marketplaceId),
    };
  } catch (error) {
    if (!(error instanceof AmazonApiError)) throw error;
    log.warn(
      { operation: error.operation, status: error.status, errors: error.errors },
      'Connecting an Amazon account failed',
    );
    return {
      ok: false,
      error: error instanceof AmazonAuthorizationError ? 'exchange_failed' : 'amazon_unavailable',
    };
  }
}
