import {
  AMAZON_CALLBACK_PATH,
  AMAZON_CONNECT_REGION_LABELS,
  AMAZON_CONNECT_REGIONS,
  AMAZON_REGION_CODES,
  type AmazonCallbackQuery,
  type AmazonConnectErrorCode,
  type AmazonConnectRequest,
  can,
  href,
} from '@backoffice/shared';
import type { BaseLogger } from 'pino';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { type AmazonEndpoints, consentUrlFor } from '../../integrations/amazon/client/amazon-endpoints.ts';
import { findMembershipByUlid } from '../organisations/organisations.facts.ts';
import { listMarketplaces } from '../reference/reference.facts.ts';
import { findReportSource } from '../report-sources/report-sources.facts.ts';
import { linkMarketplaceChannels } from '../sales-channels/marketplace-channels.usecase.ts';
import { amazonConnectErrors } from './amazon-connect.errors.ts';
import { signAmazonState, verifyAmazonState } from './amazon-connect-state.domain.ts';
import { homeSiteOf } from './amazon-home-site.domain.ts';
import { authorizeSeller } from './amazon-seller-authorization.client.ts';
import { saveAmazonSource } from './amazon-seller-source.usecase.ts';

/**
 * "Connect Amazon" (SP-API website authorization: integrations/amazon/client/README.md, "Authorization"): the connect call answers the
 * consent link of the seller's home site (its Seller Central; the consent covers the site's region) with a signed state; Amazon sends the seller back to the callback, which
 * exchanges the code for a refresh token, reads the marketplaces the account sells in and stores
 * both as a report source and its sales channels. The callback answers only with where the
 * browser goes next: the report source (`?connected=1`), or the connect form (`?error=<code>`).
 */

export const amazonRedirectUri = (appUrl: string) => `${appUrl}${AMAZON_CALLBACK_PATH}`;

/** Selling partner ids are Amazon merchant tokens: upper-case letters and digits. */
const SELLING_PARTNER_ID = /^[A-Z0-9]{5,32}$/;

export async function startAmazonConnect({
  db,
  endpoints,
  appKey,
  appUrl,
  organisationId,
  organisationUlid,
  userId,
  input,
}: {
  db: Database;
  endpoints: AmazonEndpoints | null;
  appKey: Buffer;
  appUrl: string;
  organisationId: number;
  organisationUlid: string;
  userId: number;
  input: AmazonConnectRequest;
}): Promise<{ authorizeUrl: string }> {
  if (!endpoints) throw amazonConnectErrors.notConfigured();
  const homeSite = homeSiteOf(await listMarketplaces(db), input.home_site);
  if (!homeSite) throw amazonConnectErrors.invalidHomeSite();
  const reportSourceId = input.report_source_id ?? null;
  if (reportSourceId !== null) {
    const source = await findReportSource(db, { organisationId, id: reportSourceId });
    if (!source) throw amazonConnectErrors.invalidReportSource();
    const regionCode = AMAZON_REGION_CODES[homeSite.region];
    if (source.sellerPartnerId && source.regionCode !== regionCode) {
      const sourceRegion = AMAZON_CONNECT_REGIONS.find(
        (region) => AMAZON_REGION_CODES[region] === source.regionCode,
      );
      throw amazonConnectErrors.homeSiteOfAnotherRegion(
        sourceRegion ? AMAZON_CONNECT_REGION_LABELS[sourceRegion] : source.regionCode,
      );
    }
  }
  const state = signAmazonState(appKey, {
    organisationUlid,
    userId,
    name: input.name,
    homeSite: homeSite.countryCode,
    region: homeSite.region,
    reportSourceId,
  });
  return {
    authorizeUrl: consentUrlFor(endpoints, {
      sellerCentralHost: homeSite.sellerCentralHost,
      state,
      redirectUri: amazonRedirectUri(appUrl),
    }),
  };
}

/** The connect form, saying why; with the organisation the state named, to preselect it. */
export function connectFormLocation(error: AmazonConnectErrorCode, organisationUlid: string | null): string {
  return href('amazon.connect', {}, { error, organisation: organisationUlid ?? undefined });
}

export async function finishAmazonConnect({
  db,
  endpoints,
  appKey,
  appUrl,
  userId,
  query,
  log,
  now = new Date(),
}: {
  db: Database;
  endpoints: AmazonEndpoints | null;
  appKey: Buffer;
  appUrl: string;
  /** The signed-in user of the browser Amazon sent back; null when its session has ended. */
  userId: number | null;
  query: AmazonCallbackQuery;
  log: Pick<BaseLogger, 'warn'>;
  now?: Date;
}): Promise<{ location: string }> {
  const checked = verifyAmazonState(appKey, query.state, now);
  if (checked.status !== 'valid')
    return {
      location: connectFormLocation(
        checked.status === 'expired' ? 'expired_state' : 'invalid_state',
        checked.organisationUlid,
      ),
    };
  const { state } = checked;
  const back = (error: AmazonConnectErrorCode) => ({
    location: connectFormLocation(error, state.organisationUlid),
  });
  // The state belongs to the session that started the flow: another browser cannot finish it.
  if (userId === null || userId !== state.userId) return back('other_user');
  // The role is checked again: it may have changed while the user was at Amazon.
  const membership = await findMembershipByUlid(db, { ulid: state.organisationUlid, userId });
  if (!membership || !can(membership.role, 'manageReportSources')) return back('forbidden');
  if (query.error) return back(query.error === 'access_denied' ? 'declined' : 'amazon_error');
  if (!endpoints) return back('not_configured');
  const sellerPartnerId = query.selling_partner_id ?? '';
  if (!query.spapi_oauth_code || !SELLING_PARTNER_ID.test(sellerPartnerId)) return back('amazon_error');

  const authorized = await authorizeSeller({
    endpoints,
    code: query.spapi_oauth_code,
    redirectUri: amazonRedirectUri(appUrl),
    region: state.region,
    log,
  });
  if (!authorized.ok) return back(authorized.error);

  const organisationId = membership.organisation.id;
  const saved = await inTenant(db, organisationId, async (tx) => {
    const source = await saveAmazonSource({
      db: tx,
      appKey,
      connection: {
        organisationId,
        name: state.name,
        regionCode: AMAZON_REGION_CODES[state.region],
        homeSite: state.homeSite,
        sellerPartnerId,
        refreshToken: authorized.refreshToken,
        reportSourceId: state.reportSourceId,
      },
    });
    if (source.ok)
      await linkMarketplaceChannels({
        db: tx,
        organisationId,
        reportSourceId: source.reportSourceId,
        marketplaceIds: authorized.marketplaceIds,
      });
    return source;
  });
  if (!saved.ok) return back(saved.error);
  return {
    location: href(
      'report-sources.edit',
      { organisation: state.organisationUlid, id: saved.reportSourceId },
      { connected: 1 },
    ),
  };
}
