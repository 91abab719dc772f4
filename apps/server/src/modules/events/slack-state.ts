import { hmac, randomToken, safeEqual } from '../../lib/crypto.ts';

/**
 * The OAuth `state` of "Add to Slack": who started the flow (user), for which organisation and
 * event, and until when. It travels through Slack and back, so it is signed with APP_KEY: the
 * callback trusts nothing else of the request, and a state from another user's session, another
 * organisation or an hour ago is refused. The nonce makes every state different.
 */
export interface SlackState {
  organisationUlid: string;
  event: string;
  userId: number;
  /** Unix seconds. */
  expires: number;
}

/** Ten minutes: Slack's own codes last as long; a user picks a channel in seconds. */
export const SLACK_STATE_LIFETIME_SECONDS = 600;

const ULID = /^[0-9A-HJKMNP-TV-Z]{26}$/i;
// Domain separation: the same key signs links and sessions, never with this prefix.
const sign = (key: Buffer, payload: string) => hmac(key, `slack-oauth-state:${payload}`);

export function signSlackState(key: Buffer, state: Omit<SlackState, 'expires'>, now = new Date()): string {
  const expires = Math.floor(now.getTime() / 1000) + SLACK_STATE_LIFETIME_SECONDS;
  const payload = Buffer.from(
    JSON.stringify({
      o: state.organisationUlid,
      e: state.event,
      u: state.userId,
      x: expires,
      n: randomToken(12),
    }),
  ).toString('base64url');
  return `${payload}.${sign(key, payload)}`;
}

export type StateCheck =
  | { status: 'valid'; state: SlackState }
  /** `organisationUlid`: where the state claims to come from (unverified), to send the user back. */
  | { status: 'invalid' | 'expired'; organisationUlid: string | null };

export function verifySlackState(key: Buffer, token: string | undefined, now = new Date()): StateCheck {
  const [payload = '', signature = '', ...rest] = (token ?? '').split('.');
  const claims = decode(payload);
  const organisationUlid =
    typeof claims?.o === 'string' && ULID.test(claims.o) ? claims.o.toUpperCase() : null;
  if (rest.length > 0 || !claims || !safeEqual(sign(key, payload), signature))
    return { status: 'invalid', organisationUlid };
  const { e: event, u: userId, x: expires } = claims;
  if (
    !organisationUlid ||
    typeof event !== 'string' ||
    !Number.isSafeInteger(userId) ||
    !Number.isSafeInteger(expires)
  )
    return { status: 'invalid', organisationUlid };
  if ((expires as number) * 1000 < now.getTime()) return { status: 'expired', organisationUlid };
  return {
    status: 'valid',
    state: { organisationUlid, event, userId: userId as number, expires: expires as number },
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
