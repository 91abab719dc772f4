import { z } from 'zod';
import type { AmazonEndpoints, LwaCredentials } from './amazon-endpoints.ts';
import { AmazonApiError, AmazonAuthorizationError, AmazonResponseError } from './amazon-errors.ts';

/**
 * Login with Amazon's token endpoint (README.md, "Login with Amazon"): the one-time exchange of a
 * seller's authorization code, and access tokens (an hour each) from the refresh token it gives.
 */

/** LWA answers in a second; a hung connection must not hold the callback or a job. */
const TIMEOUT_MS = 15_000;

const tokenResponse = z.object({
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
  token_type: z.string().optional(),
  expires_in: z.number().positive(),
});

const errorResponse = z.object({ error: z.string(), error_description: z.string().optional() });

type Grant = 'exchangeAuthorizationCode' | 'refreshAccessToken';

export interface AccessToken {
  accessToken: string;
  expiresAt: Date;
}

export async function exchangeAuthorizationCode(
  endpoints: AmazonEndpoints,
  { code, redirectUri, now = () => new Date() }: { code: string; redirectUri: string; now?: () => Date },
): Promise<AccessToken & { refreshToken: string }> {
  const issuedAt = now();
  const token = await requestToken(endpoints, 'exchangeAuthorizationCode', endpoints, {
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
  });
  if (!token.refresh_token)
    throw new AmazonResponseError(
      'exchangeAuthorizationCode',
      200,
      [],
      'exchangeAuthorizationCode: no refresh_token',
    );
  return {
    refreshToken: token.refresh_token,
    accessToken: token.access_token,
    expiresAt: new Date(issuedAt.getTime() + token.expires_in * 1000),
  };
}

/** `credentials`: a source's own LWA app, when it is not the product's. */
export async function refreshAccessToken(
  endpoints: AmazonEndpoints,
  refreshToken: string,
  credentials: LwaCredentials = endpoints,
  { now = () => new Date() }: { now?: () => Date } = {},
): Promise<AccessToken> {
  const issuedAt = now();
  const token = await requestToken(endpoints, 'refreshAccessToken', credentials, {
    grant_type: 'refresh_token',
    refresh_token: refreshToken,
  });
  return {
    accessToken: token.access_token,
    expiresAt: new Date(issuedAt.getTime() + token.expires_in * 1000),
  };
}

async function requestToken(
  endpoints: AmazonEndpoints,
  grant: Grant,
  credentials: LwaCredentials,
  params: Record<string, string>,
): Promise<z.output<typeof tokenResponse>> {
  let response: Response;
  try {
    response = await fetch(endpoints.lwaTokenUrl, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded;charset=UTF-8',
        accept: 'application/json',
        'user-agent': endpoints.userAgent,
      },
      body: new URLSearchParams({
        ...params,
        client_id: credentials.clientId,
        client_secret: credentials.clientSecret,
      }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
  } catch (error) {
    throw new AmazonApiError(grant, null, [], `${grant}: no answer from Login with Amazon`, null, {
      cause: error,
    });
  }
  const body: unknown = await response.json().catch(() => undefined);
  if (response.ok) {
    const parsed = tokenResponse.safeParse(body);
    if (parsed.success) return parsed.data;
    throw new AmazonResponseError(
      grant,
      response.status,
      [],
      `${grant}: unexpected answer from Login with Amazon`,
    );
  }
  const refusal = errorResponse.safeParse(body);
  // 429 and 5xx may pass later; any other refusal of the grant will not.
  if (refusal.success && response.status < 500 && response.status !== 429)
    throw new AmazonAuthorizationError(
      grant,
      response.status,
      refusal.data.error,
      refusal.data.error_description ?? '',
    );
  throw new AmazonApiError(
    grant,
    response.status,
    refusal.success ? [{ code: refusal.data.error, message: refusal.data.error_description ?? '' }] : [],
    `${grant}: Login with Amazon answered HTTP ${response.status}`,
  );
}
