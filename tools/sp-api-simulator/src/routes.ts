import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson, sendText } from './http/send.ts';
import { type ConsentDeps, handleConsent } from './lwa/consent-page.ts';
import { handleTokenRequest, type TokenEndpointDeps } from './lwa/token-endpoint.ts';
import { type DocumentDownloadDeps, downloadDocument } from './reports/document-download.ts';
import { type DispatchDeps, dispatchSpApi } from './sp-api/dispatch.ts';
import type { SimulatorRegion } from './types.ts';

/**
 * The simulator's hosts on one server: Login with Amazon at the root, the consent page, the
 * report documents' S3 side, and each SP-API region under its own path prefix.
 */
export type RouteDeps = TokenEndpointDeps & ConsentDeps & DocumentDownloadDeps & DispatchDeps;

export async function route(
  deps: RouteDeps,
  request: IncomingMessage,
  url: URL,
  response: ServerResponse,
): Promise<{ operation: string; status: number }> {
  const method = request.method ?? 'GET';
  const path = url.pathname;
  if (path === '/auth/o2/token') {
    if (method !== 'POST') return methodNotAllowed(response, 'lwaToken', 'POST');
    return { operation: 'lwaToken', status: await handleTokenRequest(deps, request, response) };
  }
  if (path === '/apps/authorize/consent') {
    if (method !== 'GET' && method !== 'POST') {
      return methodNotAllowed(response, 'authorizeConsent', 'GET, POST');
    }
    return { operation: 'authorizeConsent', status: await handleConsent(deps, request, url, response) };
  }
  const document = /^\/report-documents\/([^/]+)$/.exec(path);
  if (document?.[1]) {
    if (method !== 'GET') return methodNotAllowed(response, 'downloadReportDocument', 'GET');
    const status = await downloadDocument(deps, decodeURIComponent(document[1]), url, response);
    return { operation: 'downloadReportDocument', status };
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
