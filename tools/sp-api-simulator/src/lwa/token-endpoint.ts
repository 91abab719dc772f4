import type { IncomingMessage, ServerResponse } from 'node:http';
import { readFields } from '../http/read-body.ts';
import { sendJson } from '../http/send.ts';
import type { SimulatorSeller } from '../types.ts';
import type { TokenStore } from './token-store.ts';

/**
 * POST /auth/o2/token, Login with Amazon's token endpoint (Amazon's SP-API developer guide, "Step 1.
 * Request a Login with Amazon access token"; README.md): form-urlencoded or JSON
 * bodies, the authorization_code, refresh_token and client_credentials grants, OAuth errors
 * `{error, error_description}` with LWA's wording, and never a cached answer.
 */
export interface TokenEndpointDeps {
  tokens: TokenStore;
  clientId: string;
  clientSecret: string;
  sellers: readonly SimulatorSeller[];
}

const NO_STORE = { 'Cache-Control': 'no-store', Pragma: 'no-cache' };
const GRANTLESS_SCOPES = new Set([
  'sellingpartnerapi::notifications',
  'sellingpartnerapi::migration',
  'sellingpartnerapi::client_credential:rotation',
]);

export async function handleTokenRequest(
  deps: TokenEndpointDeps,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<number> {
  const fail = (status: number, error: string, description: string) => {
    sendJson(response, status, { error_description: description, error }, NO_STORE);
    return status;
  };
  const fields = await readFields(request);
  if (!fields) {
    return fail(
      400,
      'invalid_request',
      'The Content-Type must be application/x-www-form-urlencoded or application/json',
    );
  }
  const missing = (name: string) =>
    fail(400, 'invalid_request', `The request is missing a required parameter : ${name}`);
  const grantType = fields.grant_type;
  if (!grantType) return missing('grant_type');
  if (fields.client_id !== deps.clientId || fields.client_secret !== deps.clientSecret) {
    return fail(401, 'invalid_client', 'Client authentication failed');
  }
  const succeed = (sellingPartnerId: string | null, extra: Record<string, string>) => {
    const { accessToken, expiresIn } = deps.tokens.issueAccessToken(sellingPartnerId);
    sendJson(
      response,
      200,
      { access_token: accessToken, token_type: 'bearer', expires_in: expiresIn, ...extra },
      NO_STORE,
    );
    return 200;
  };

  if (grantType === 'authorization_code') {
    if (!fields.code) return missing('code');
    if (!fields.redirect_uri) return missing('redirect_uri');
    const redeemed = deps.tokens.redeemCode(fields.code, fields.redirect_uri);
    if (!redeemed.ok) {
      return fail(400, 'invalid_grant', `The request has an invalid grant parameter : ${redeemed.parameter}`);
    }
    return succeed(redeemed.sellingPartnerId, {
      refresh_token: deps.tokens.issueRefreshToken(redeemed.sellingPartnerId),
    });
  }
  if (grantType === 'refresh_token') {
    if (!fields.refresh_token) return missing('refresh_token');
    const sellingPartnerId = deps.tokens.sellerOfRefreshToken(fields.refresh_token);
    if (!sellingPartnerId || !deps.sellers.some((seller) => seller.sellingPartnerId === sellingPartnerId)) {
      return fail(400, 'invalid_grant', 'The request has an invalid grant parameter : refresh_token');
    }
    return succeed(sellingPartnerId, { refresh_token: fields.refresh_token });
  }
  if (grantType === 'client_credentials') {
    if (!fields.scope) return missing('scope');
    if (!GRANTLESS_SCOPES.has(fields.scope)) {
      return fail(400, 'invalid_scope', 'An unknown scope was requested');
    }
    return succeed(null, { scope: fields.scope });
  }
  return fail(
    400,
    'unsupported_grant_type',
    'The authorization grant type is not supported by the authorization server',
  );
}
