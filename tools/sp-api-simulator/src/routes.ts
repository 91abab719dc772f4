import type { IncomingMessage, ServerResponse } from 'node:http';
import { catalogImageAt } from './catalog/catalog-image.ts';
import { sendJson, sendText } from './http/send.ts';
import { consentErrorPage } from './lwa/consent-html.ts';
import { type ConsentDeps, handleConsent } from './lwa/consent-page.ts';
import { sellerCentralSite } from './lwa/seller-central-sites.ts';
import { handleTokenRequest, type TokenEndpointDeps } from './lwa/token-endpoint.ts';
import { type DocumentDownloadDeps, downloadDocument } from './reports/document-download.ts';
import { type DispatchDeps, dispatchSpApi } from './sp-api/dispatch.ts';
import type { SimulatorRegion } from './types.ts';

/**
 * The simulator's hosts on one server: Login with Amazon at the root, each Seller Central site's
 * consent page under the site's host, the
 * report documents' S3 side, and each SP-API region under its own path prefix.
 */
export type RouteDeps = TokenEndpointDeps & ConsentDeps & DocumentDownloadDeps & DispatchDeps;

export async function route(
  deps: RouteDeps,
  request: IncomingMessage,
  url: URL,
  response: ServerResponse,
): Promise<{ operation: string; status: number; body?: unknown }> {
  const method = request.method ?? 'GET';
  const path = url.pathname;
  if (path === '/auth/o2/token') {
    if (method !== 'POST') return methodNotAllowed(response, 'lwaToken', 'POST');
    return { operation: 'lwaToken', status: await handleTokenRequest(deps, request, response) };
  }
  // Every Seller Central site on this one server: /{site's host}/apps/authorize/consent.
  const consent = /^\/(?:([^/]+)\/)?apps\/authorize\/consent$/.exec(path);
  if (consent) {
    if (method !== 'GET' && method !== 'POST') {
      return methodNotAllowed(response, 'authorizeConsent', 'GET, POST');
    }
    const site = consent[1] === undefined ? undefined : sellerCentralSite(decodeURIComponent(consent[1]));
    if (!site) {
      const host = consent[1] ?? '(none)';
      sendText(
        response,
        400,
        'text/html; charset=utf-8',
        consentErrorPage(
          `${host} is not a Seller Central site. Consent pages are at /{Seller Central host}/apps/authorize/consent.`,
        ),
      );
      return { operation: 'authorizeConsent', status: 400 };
    }
    return {
      operation: 'authorizeConsent',
      status: await handleConsent(deps, site, request, url, response),
    };
  }
  const document = /^\/report-documents\/([^/]+)$/.exec(path);
  if (document?.[1]) {
    if (method !== 'GET') return methodNotAllowed(response, 'downloadReportDocument', 'GET');
    const status = await downloadDocument(deps, decodeURIComponent(document[1]), url, response);
    return { operation: 'downloadReportDocument', status };
  }
  // The catalog's images (getCatalogItem's links), public like Amazon's media host.
  if (path.startsWith('/images/I/')) {
    const image = method === 'GET' ? catalogImageAt(path) : null;
    if (image === null) {
      sendText(response, 404, 'text/plain; charset=utf-8', `No image here: ${method} ${path}\n`);
      return { operation: 'catalogImage', status: 404 };
    }
    sendText(response, 200, 'image/svg+xml', image, { 'Cache-Control': 'public, max-age=86400' });
    return { operation: 'catalogImage', status: 200 };
  }
  const regional = /^\/(na|eu|fe)(\/.*)$/.exec(path);
  if (regional?.[1] && regional[2]) {
    return dispatchSpApi(deps, regional[1] as SimulatorRegion, regional[2], url, request, response);
  }
  sendText(response, 404, 'text/plain; charset=utf-8', `Nothing here: ${method} ${path}\n`);
  return { operation: 'unknown', status: 404 };
}

function methodNotAllowed(response: ServerResponse, operation: string, allow: string) {
  sendJson(response, 405, { error: 'method_not_allowed' }, { Allow: allow });
  return { operation, status: 405 };
}
