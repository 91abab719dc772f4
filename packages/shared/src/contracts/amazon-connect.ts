import { z } from 'zod';
import { optionalIdField, requiredString } from './fields.ts';

/**
 * Connecting an Amazon seller account (SP-API website authorization): the connect form asks for a
 * consent link, Amazon sends the seller back to the callback, which stores the account as a
 * report source of type `amazon` and returns the browser to it (or to the form, with `?error=`).
 */

/** An SP-API authorization covers one region's marketplaces (one consent per region). */
export const AMAZON_CONNECT_REGIONS = ['na', 'eu', 'fe'] as const;
export type AmazonConnectRegion = (typeof AMAZON_CONNECT_REGIONS)[number];

export const AMAZON_CONNECT_REGION_LABELS: Record<AmazonConnectRegion, string> = {
  na: 'North America',
  eu: 'Europe',
  fe: 'Far East',
};

/** The report source's `region_code` for each region. */
export const AMAZON_REGION_CODES = { na: 'NA', eu: 'EU', fe: 'FE' } as const satisfies Record<
  AmazonConnectRegion,
  string
>;

export const AMAZON_HOME_SITE_INVALID = 'The selected home site is invalid.';

export const amazonConnectRequestSchema = z.object({
  name: requiredString('name'),
  home_site: z
    .string({ error: AMAZON_HOME_SITE_INVALID })
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, AMAZON_HOME_SITE_INVALID)
    .describe(
      "The seller's home site: the country code of a marketplace (GET /api/reference), e.g. AU. The " +
        "seller is sent to that marketplace's Seller Central; the authorization covers the site's region.",
    ),
  report_source_id: optionalIdField().describe('connect (again) this report source instead of a new one'),
});
export type AmazonConnectRequest = z.infer<typeof amazonConnectRequestSchema>;

export const amazonConnectResponseSchema = z.object({
  data: z.object({
    authorize_url: z
      .string()
      .describe("The consent page of the home site's Seller Central; the browser goes there"),
  }),
});
export type AmazonConnectResponse = z.infer<typeof amazonConnectResponseSchema>;

const param = z.string().max(4000).optional();

/**
 * What Amazon appends to the redirect URI in its website authorization workflow (SP-API developer
 * guide, "Step 3. Amazon sends you the authorization information"; `mws_auth_token` only for hybrid
 * MWS apps); `error` when it sends the seller back without.
 */
export const amazonCallbackQuerySchema = z.object({
  state: param,
  selling_partner_id: param,
  spapi_oauth_code: param,
  mws_auth_token: param,
  error: param,
  error_description: param,
});
export type AmazonCallbackQuery = z.infer<typeof amazonCallbackQuerySchema>;

/**
 * Why a connection failed: the callback sends the browser back to the connect form with
 * `?error=<code>`, and the form says this. Codes are stable; add one here, never rename.
 */
export const AMAZON_CONNECT_ERRORS = {
  invalid_state: 'The answer from Amazon could not be verified. Please start the connection again.',
  expired_state:
    'The connection took too long. Please start it again and confirm on Amazon within 15 minutes.',
  other_user:
    'This connection was started by another user or in another browser. Please start it again here.',
  forbidden: 'Only admins and owners of the organisation can connect Amazon accounts.',
  declined: 'The authorization was not given on Amazon, so nothing was connected.',
  amazon_error: 'Amazon sent the browser back without an authorization. Please try again.',
  not_configured: 'Connecting Amazon accounts is not configured on this server.',
  exchange_failed:
    'Amazon did not accept the authorization (it lasts five minutes and can be used once). Please connect again.',
  amazon_unavailable: 'Amazon could not be reached. Please try again in a few minutes.',
  source_not_found: 'The report source to connect no longer exists.',
  seller_mismatch:
    'This report source is connected to another Amazon seller account or region. Connect a new source for it instead.',
  already_connected:
    'This Amazon seller account is already connected as another report source of the organisation.',
  unexpected: 'Something went wrong while connecting. Please try again.',
} as const;
export type AmazonConnectErrorCode = keyof typeof AMAZON_CONNECT_ERRORS;

export function isAmazonConnectErrorCode(value: string): value is AmazonConnectErrorCode {
  return Object.hasOwn(AMAZON_CONNECT_ERRORS, value);
}

/** The callback's path (outside the organisation prefix): register `APP_URL` + this in the SP-API app. */
export const AMAZON_CALLBACK_PATH = '/api/amazon/callback';
