/** The simulator's public interface: other packages code against exactly these types. */

export type SimulatorRegion = 'na' | 'eu' | 'fe';

export interface SimulatorSeller {
  sellingPartnerId: string;
  region: SimulatorRegion;
  marketplaceIds: string[];
  name: string;
}

export interface SimulatorOptions {
  /** 0 = any free port (default 0); the host is always 127.0.0.1. */
  port?: number;
  /** Seed of the generated dataset (default 1): the same seed gives byte-identical documents. */
  seed?: number;
  /** Default 'amzn1.application-oa2-client.simulator'. */
  clientId?: string;
  /** Default 'simulator-secret'. */
  clientSecret?: string;
  /** Default 'amzn1.sellerapps.app.simulator'. */
  applicationId?: string;
  /** Allowed consent redirect URIs, the first being the default; empty = any http://127.0.0.1 or localhost URI. */
  redirectUris?: string[];
  /** Default: one NA seller (US, CA, MX), one EU seller (UK, DE, FR, IT, ES) and one FE seller (JP). */
  sellers?: SimulatorSeller[];
  /** Lifetime of issued access tokens (default 3600). */
  accessTokenSeconds?: number;
  /** getReport calls before DONE (default 2: IN_QUEUE, IN_PROGRESS, then DONE). */
  reportPollsUntilDone?: number;
  /** Orders per seller and day, before weekly seasonality (default 40). */
  ordersPerDay?: number;
  /** Days of order, shipment and ledger history before the simulator starts (default 120). */
  historyDays?: number;
  /** Line ending of flat-file reports (default '\n'; some Amazon reports use '\r\n'). */
  lineEnding?: '\n' | '\r\n';
  /**
   * Usage plans (default `true`): each (seller, operation) pair has a token bucket at Amazon's
   * default rate and burst, 429 `QuotaExceeded` beyond it, and `x-amzn-RateLimit-Limit` on
   * successful answers. `{ speed }` multiplies every rate by `speed` (bursts stay), and the header
   * says the multiplied rate, so a client that follows it keeps up: simulated time sped up.
   * `false`: no bucket (only `throttleNext` answers 429), and no header.
   */
  rateLimits?: boolean | { speed: number };
  /** Days of a settlement period (default 14, as Amazon's); shorter ones publish more reports. */
  settlementDays?: number;
  /** Clock for expiries, data ranges and order states (default: the system clock). */
  now?: () => Date;
}

export interface SimulatorCall {
  operation: string;
  method: string;
  path: string;
  /** The query string as sent, without `?` (absent when there was none). */
  query?: string;
  /** An SP-API call's JSON body, parsed (createReport's). */
  body?: unknown;
  status: number;
}

/** A consent confirmed on a Seller Central site of the simulator. */
export interface SimulatorConsent {
  /** The site's host, e.g. sellercentral.amazon.com.au. */
  host: string;
  /** The site's region: the one the authorization covers. */
  region: SimulatorRegion;
  sellingPartnerId: string;
  state: string;
}

export interface SimulatorControl {
  /** The next createReport of this type ends in this status instead of DONE. */
  failNextReport(reportType: string, status: 'FATAL' | 'CANCELLED'): void;
  /** The next n calls of this operation (e.g. 'createReport', 'getReport', 'getOrders') answer 429. */
  throttleNext(operation: string, n: number): void;
  /** Every access token issued so far is expired from now on. */
  expireAccessTokens(): void;
  /** The seller removes the app: its tokens are refused until it authorizes the app again. */
  revokeAuthorization(sellingPartnerId: string): void;
  /** Issue a refresh token for a seller without the consent page (for API tests). */
  issueRefreshToken(sellingPartnerId: string): string;
  /** Calls received, for assertions: operation name, method, path, query string, JSON body, status. */
  calls(): SimulatorCall[];
  /** A seller's listings as its catalog has them (getCatalogItem answers these ASINs), for assertions. */
  catalogue(sellingPartnerId: string): Array<{ sku: string; asin: string; title: string }>;
  /** Consents confirmed, for assertions: on which Seller Central site, by which seller. */
  consents(): SimulatorConsent[];
}

export interface SpApiSimulator {
  /** http://127.0.0.1:PORT */
  url: string;
  /** url + '/auth/o2/token' */
  lwaTokenUrl: string;
  /**
   * The stand-in for every Seller Central site (= url): a site's consent page is
   * `{sellerCentralUrl}/{host}/apps/authorize/consent` (the product's AMAZON_SELLER_CENTRAL_URL).
   */
  sellerCentralUrl: string;
  /** The consent page of one Seller Central site (default sellercentral.amazon.com). */
  consentPageOf(sellerCentralHost?: string): string;
  /** url + '/na' etc. */
  endpoint(region: SimulatorRegion): string;
  clientId: string;
  clientSecret: string;
  applicationId: string;
  sellers: SimulatorSeller[];
  /** Test controls. */
  control: SimulatorControl;
  close(): Promise<void>;
}
