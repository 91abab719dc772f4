import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFields } from '../http/read-body.ts';
import { redirect, sendText } from '../http/send.ts';
import type { SimulatorConsent, SimulatorSeller } from '../types.ts';
import { consentErrorPage, consentPage } from './consent-html.ts';
import type { SellerCentralSite } from './seller-central-sites.ts';
import type { TokenStore } from './token-store.ts';

/**
 * The website authorization workflow (Amazon's SP-API developer guide, "Website authorization
 * workflow"; README.md) on one Seller Central site: GET shows the consent page, its Confirm
 * button POSTs back here, and the seller's browser is sent to the app's redirect URI with
 * `state`, `selling_partner_id` and `spapi_oauth_code`. The consent link names no region: the
 * site does, and the consent covers every marketplace of that region. So any site is accepted,
 * and the seller signs in with an account of the site's region (another region's account has
 * no seller account there to sign in to).
 */
export interface ConsentDeps {
  tokens: TokenStore;
  applicationId: string;
  /** Registered redirect URIs; empty allows any loopback URI. */
  redirectUris: readonly string[];
  sellers: readonly SimulatorSeller[];
  /** Every consent confirmed, in order: on which site, by which seller. */
  consents: SimulatorConsent[];
}

type Resolved = { ok: true; redirectUri: string } | { ok: false; message: string };

export async function handleConsent(
  deps: ConsentDeps,
  site: SellerCentralSite,
  request: IncomingMessage,
  url: URL,
  response: ServerResponse,
): Promise<number> {
  const fields =
    request.method === 'POST' ? ((await readFields(request)) ?? {}) : Object.fromEntries(url.searchParams);
  const showError = (message: string) => {
    sendText(response, 400, 'text/html; charset=utf-8', consentErrorPage(message));
    return 400;
  };
  if (fields.application_id !== deps.applicationId) {
    return showError(
      `The application ID ${fields.application_id ?? '(none)'} does not belong to a registered application.`,
    );
  }
  if (!fields.state) return showError('The state parameter is missing.');
  const resolved = resolveRedirectUri(deps.redirectUris, fields.redirect_uri);
  if (!resolved.ok) return showError(resolved.message);

  const sellers = deps.sellers.filter((seller) => seller.region === site.region);

  if (request.method !== 'POST') {
    const html = consentPage({
      site,
      applicationId: deps.applicationId,
      state: fields.state,
      redirectUri: resolved.redirectUri,
      version: fields.version ?? null,
      sellers,
    });
    sendText(response, 200, 'text/html; charset=utf-8', html, { 'Cache-Control': 'no-store' });
    return 200;
  }
  const seller = deps.sellers.find((entry) => entry.sellingPartnerId === fields.selling_partner_id);
  if (!seller) return showError('Choose the seller account to sign in as.');
  if (seller.region !== site.region)
    return showError(
      `The seller account ${seller.sellingPartnerId} is not registered on ${site.host}: it sells in the ` +
        `${seller.region.toUpperCase()} region, ${site.host} is a site of the ${site.region.toUpperCase()} region.`,
    );
  deps.consents.push({
    host: site.host,
    region: site.region,
    sellingPartnerId: seller.sellingPartnerId,
    state: fields.state,
  });
  const target = new URL(resolved.redirectUri);
  target.searchParams.set('state', fields.state);
  target.searchParams.set('selling_partner_id', seller.sellingPartnerId);
  target.searchParams.set(
    'spapi_oauth_code',
    deps.tokens.issueCode(seller.sellingPartnerId, resolved.redirectUri),
  );
  redirect(response, target.toString());
  return 302;
}

function resolveRedirectUri(registered: readonly string[], given: string | undefined): Resolved {
  if (registered.length > 0) {
    if (!given) return { ok: true, redirectUri: registered[0] as string };
    return registered.includes(given)
      ? { ok: true, redirectUri: given }
      : { ok: false, message: `The redirect URI ${given} is not registered for this application.` };
  }
  if (!given)
    return {
      ok: false,
      message: 'The redirect_uri parameter is missing and the application has none registered.',
    };
  return isLoopback(given)
    ? { ok: true, redirectUri: given }
    : {
        ok: false,
        message: `The redirect URI ${given} is not allowed: only http(s) URIs on 127.0.0.1 or localhost are.`,
      };
}

function isLoopback(uri: string): boolean {
  try {
    const parsed = new URL(uri);
    return /^https?:$/.test(parsed.protocol) && ['127.0.0.1', 'localhost'].includes(parsed.hostname);
  } catch {
    return false;
  }
}
