import { APP_NAME, APP_VERSION } from '@backoffice/shared';
import type { AmazonConfig } from '../../../config.ts';

/** SP-API regions: one authorization and one host per region (README.md, "Regions and hosts"). */
export const AMAZON_REGIONS = ['na', 'eu', 'fe'] as const;
export type AmazonRegion = (typeof AMAZON_REGIONS)[number];

/** The app's Login with Amazon credentials (client id and secret of the SP-API app). */
export interface LwaCredentials {
  clientId: string;
  clientSecret: string;
}

/** Where Amazon is and who the product is to it; real hosts in production, the simulator in tests. */
export interface AmazonEndpoints extends LwaCredentials {
  lwaTokenUrl: string;
  /** null: each region's Seller Central consent page. */
  consentUrl: string | null;
  spApi: Record<AmazonRegion, string>;
  /** amzn1.sellerapps.app.… */
  applicationId: string;
  userAgent: string;
  /** A draft app's consent link needs `version=beta`. */
  betaVersion?: boolean;
}

/** Seller Central of each region, where a seller authorizes an app (README.md, "Authorization"). */
export const SELLER_CENTRAL_CONSENT_URLS: Record<AmazonRegion, string> = {
  na: 'https://sellercentral.amazon.com/apps/authorize/consent',
  eu: 'https://sellercentral-europe.amazon.com/apps/authorize/consent',
  fe: 'https://sellercentral-japan.amazon.com/apps/authorize/consent',
};

/** Amazon requires a user agent of at most 500 characters, `AppName/Version (Language=…)`. */
const USER_AGENT_MAX = 500;
export const SP_API_USER_AGENT = `${APP_NAME}/${APP_VERSION} (Language=TypeScript; Platform=Node)`.slice(
  0,
  USER_AGENT_MAX,
);

/** The endpoints when the app's id and credentials are configured; null: Amazon is not connected. */
export function amazonEndpointsOf(config: AmazonConfig): AmazonEndpoints | null {
  const { applicationId, clientId, clientSecret } = config;
  if (!applicationId || !clientId || !clientSecret) return null;
  return {
    lwaTokenUrl: config.lwaTokenUrl,
    consentUrl: config.consentUrl ?? null,
    spApi: { ...config.spApiEndpoints },
    applicationId,
    clientId,
    clientSecret,
    userAgent: SP_API_USER_AGENT,
    betaVersion: config.appVersionBeta,
  };
}

/**
 * The consent link a seller follows to authorize the app for one region. `redirect_uri` is sent
 * although Amazon defaults to the first registered one: with several registered (staging,
 * production) the callback must be this instance's.
 */
export function consentUrlFor(
  endpoints: AmazonEndpoints,
  { region, state, redirectUri }: { region: AmazonRegion; state: string; redirectUri: string },
): string {
  const url = new URL(endpoints.consentUrl ?? SELLER_CENTRAL_CONSENT_URLS[region]);
  url.searchParams.set('application_id', endpoints.applicationId);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', redirectUri);
  if (endpoints.betaVersion) url.searchParams.set('version', 'beta');
  return url.toString();
}
