import { hmac, randomToken, safeEqual } from './crypto.ts';

/**
 * The OAuth `state` of a connect flow (Slack, Amazon): what the flow needs back (who started it,
 * for which organisation, what to connect), until when. It travels through the other side and
 * back, so it is signed with APP_KEY under a purpose of its own (domain separation: the same key
 * signs links and sessions, never with that prefix); the callback trusts nothing else of the
 * request. A nonce makes every state different.
 */
export type StateCheck<T> =
  | { status: 'valid'; state: T & { organisationUlid: string; expires: number } }
  /** `organisationUlid`: where the state claims to come from (unverified), to send the user back. */
  | { status: 'invalid' | 'expired'; organisationUlid: string | null };

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/i;

export function signState(
  key: Buffer,
  purpose: string,
  { organisationUlid, claims }: { organisationUlid: string; claims: Record<string, unknown> },
  lifetimeSeconds: number,
  now = new Date(),
): string {
  const expires = Math.floor(now.getTime() / 1000) + lifetimeSeconds;
  const payload = Buffer.from(
    JSON.stringify({ ...claims, o: organisationUlid, x: expires, k: randomToken(12) }),
  ).toString('base64url');
  return `${payload}.${hmac(key, `${purpose}:${payload}`)}`;
}

/**
 * Checks a state's signature and expiry; `read` takes the flow's own claims from the payload
 * (null when one is missing or of the wrong type, which makes the state invalid).
 */
export function verifyState<T>(
  key: Buffer,
  purpose: string,
  token: string | undefined,
  read: (claims: Record<string, unknown>) => T | null,
  now = new Date(),
): StateCheck<T> {
  const [payload = '', signature = '', ...rest] = (token ?? '').split('.');
  const claims = decode(payload);
  const organisationUlid =
    typeof claims?.o === 'string' && ULID.test(claims.o) ? claims.o.toUpperCase() : null;
  if (rest.length > 0 || !claims || !safeEqual(hmac(key, `${purpose}:${payload}`), signature))
    return { status: 'invalid', organisationUlid };
  const own = read(claims);
  const expires = claims.x;
  if (!organisationUlid || own === null || !Number.isSafeInteger(expires))
    return { status: 'invalid', organisationUlid };
  if ((expires as number) * 1000 < now.getTime()) return { status: 'expired', organisationUlid };
  return { status: 'valid', state: { ...own, organisationUlid, expires: expires as number } };
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
