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
  /**
   * A stand-in for every Seller Central site (the simulator in tests): the seller goes to
   * `{sellerCentralUrl}/{host}/apps/authorize/consent`, so the site chosen still shows. Null (or
   * absent): Amazon's own, `https://{host}/apps/authorize/consent`.
   */
  sellerCentralUrl?: string | null;
  spApi: Record<AmazonRegion, string>;
  /** amzn1.sellerapps.app.… */
  applicationId: string;
  userAgent: string;
  /** A draft app's consent link needs `version=beta`. */
  betaVersion?: boolean;
}

/** Seller Central's consent page, on the seller's home site (README.md, "Authorization"). */
export const SELLER_CENTRAL_CONSENT_PATH = '/apps/authorize/consent';

/** A Seller Central host as the reference data has them: sellercentral(-europe).amazon.… */
const SELLER_CENTRAL_HOST = /^sellercentral(-[a-z]+)?\.amazon(\.[a-z]{2,3})+$/;

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
    sellerCentralUrl: config.sellerCentralUrl ?? null,
    spApi: { ...config.spApiEndpoints },
    applicationId,
    clientId,
    clientSecret,
    userAgent: SP_API_USER_AGENT,
    betaVersion: config.appVersionBeta,
  };
}

/**
 * The consent link a seller follows to authorize the app, on the Seller Central of their home site
 * (`sellerCentralHost`, e.g. sellercentral.amazon.com.au): the authorization covers that site's
 * region. `redirect_uri` is sent although Amazon defaults to the first registered one: with
 * several registered (staging, production) the callback must be this instance's.
 */
export function consentUrlFor(
  endpoints: AmazonEndpoints,
  {
    sellerCentralHost,
    state,
    redirectUri,
  }: { sellerCentralHost: string; state: string; redirectUri: string },
): string {
  // The host goes into a URL: only a Seller Central host, never one a request made up.
  if (!SELLER_CENTRAL_HOST.test(sellerCentralHost))
    throw new TypeError(`Not a Seller Central host: ${sellerCentralHost}`);
  const site = endpoints.sellerCentralUrl
    ? `${endpoints.sellerCentralUrl}/${sellerCentralHost}`
    : `https://${sellerCentralHost}`;
  const url = new URL(`${site}${SELLER_CENTRAL_CONSENT_PATH}`);
  url.searchParams.set('application_id', endpoints.applicationId);
  url.searchParams.set('state', state);
  url.searchParams.set('redirect_uri', redirectUri);
  if (endpoints.betaVersion) url.searchParams.set('version', 'beta');
  return url.toString();
}
