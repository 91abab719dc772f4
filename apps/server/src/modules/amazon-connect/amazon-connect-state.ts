import { AMAZON_CONNECT_REGIONS, type AmazonConnectRegion } from '@backoffice/shared';
import { hmac, randomToken, safeEqual } from '../../lib/crypto.ts';

/**
 * The OAuth `state` of "Connect Amazon": who started it (user), for which organisation, and what
 * to connect (name, region, the report source to connect again), until when. It travels through
 * Seller Central and back, so it is signed with APP_KEY: the callback trusts nothing else of the
 * request. A state from another user's session, or older than its lifetime, is refused; the nonce
 * makes every state different.
 */
export interface AmazonConnectState {
  organisationUlid: string;
  userId: number;
  name: string;
  region: AmazonConnectRegion;
  reportSourceId: number | null;
  /** Unix seconds. */
  expires: number;
}

/**
 * Fifteen minutes: the seller signs in to Seller Central (often with a second factor) before
 * confirming; Amazon's code then lasts five minutes more.
 */
export const AMAZON_STATE_LIFETIME_SECONDS = 900;

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/i;
// Domain separation: the same key signs links, sessions and Slack's state, never with this prefix.
const sign = (key: Buffer, payload: string) => hmac(key, `amazon-connect-state:${payload}`);

export function signAmazonState(
  key: Buffer,
  state: Omit<AmazonConnectState, 'expires'>,
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + AMAZON_STATE_LIFETIME_SECONDS;
  const payload = Buffer.from(
    JSON.stringify({
      o: state.organisationUlid,
      u: state.userId,
      n: state.name,
      r: state.region,
      s: state.reportSourceId,
      x: expires,
      k: randomToken(12),
    }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

export type AmazonStateCheck =
  | { status: 'valid'; state: AmazonConnectState }
  /** `organisationUlid`: where the state claims to come from (unverified), to send the user back. */
  | { status: 'invalid' | 'expired'; organisationUlid: string | null };

export function verifyAmazonState(
  key: Buffer,
  token: string | undefined,
  now = new Date(),
): AmazonStateCheck {
  const [payload = '', signature = '', ...rest] = (token ?? '').split('.');
  const claims = decode(payload);
  const organisationUlid =
    typeof claims?.o === 'string' && ULID.test(claims.o) ? claims.o.toUpperCase() : null;
  if (rest.length > 0 || !claims || !safeEqual(sign(key, payload), signature))
    return { status: 'invalid', organisationUlid };
  const { u: userId, n: name, r: region, s: reportSourceId, x: expires } = claims;
  if (
    !organisationUlid ||
    !Number.isSafeInteger(userId) ||
    typeof name !== 'string' ||
    !AMAZON_CONNECT_REGIONS.includes(region as AmazonConnectRegion) ||
    !(reportSourceId === null || Number.isSafeInteger(reportSourceId)) ||
    !Number.isSafeInteger(expires)
  )
    return { status: 'invalid', organisationUlid };
  if ((expires as number) * 1000 < now.getTime()) return { status: 'expired', organisationUlid };
  return {
    status: 'valid',
    state: {
      organisationUlid,
      userId: userId as number,
      name,
      region: region as AmazonConnectRegion,
      reportSourceId: reportSourceId as number | null,
      expires: expires as number,
    },
  };
}

function decode(payload: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
