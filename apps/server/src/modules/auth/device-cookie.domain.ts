import { hmac, randomToken, safeEqual } from '../../lib/crypto.ts';

/**
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a browser that
 * has signed in to an account holds a signed token naming that account and a random nonce. Its
 * login attempts count against that device's own lockout, so a stranger guessing passwords locks
 * out other strangers, not the account's owner.
 *
 * One cookie per account (`stockroom_device_<user id>`), so a browser shared by two accounts
 * trusts both. The value is `<user id>.<issued at, unix s>.<nonce>.<HMAC-SHA256 under APP_KEY>`:
 * it cannot be forged, moved to another account, or used past DEVICE_COOKIE_DAYS.
 */
export const DEVICE_COOKIE_PREFIX = 'stockroom_device_';
export const DEVICE_COOKIE_DAYS = 180;
/** Only the login route reads the cookie, so the browser sends it nowhere else. */
export const DEVICE_COOKIE_PATH = '/api/fortify/login';
/** At most this many device cookies are checked per attempt (one browser, several accounts). */
export const DEVICE_COOKIES_CHECKED = 10;

export const deviceCookieName = (userId: number) => `${DEVICE_COOKIE_PREFIX}${userId}`;

const signature = (appKey: Buffer, payload: string) => hmac(appKey, `device-cookie|${payload}`);

export function issueDeviceToken({
  appKey,
  userId,
  now = new Date(),
}: {
  appKey: Buffer;
  userId: number;
  now?: Date;
}): string {
  const payload = `${userId}.${Math.floor(now.getTime() / 1000)}.${randomToken(16)}`;
  return `${payload}.${signature(appKey, payload)}`;
}

/** The nonce of a valid, unexpired token issued for `userId`; null for anything else. */
export function verifyDeviceToken({
  appKey,
  token,
  userId,
  now = new Date(),
}: {
  appKey: Buffer;
  token: string;
  userId: number;
  now?: Date;
}): { nonce: string } | null {
  const parts = token.split('.');
  if (parts.length !== 4) return null;
  const [owner, issuedAt, nonce, sent] = parts as [string, string, string, string];
  const payload = `${owner}.${issuedAt}.${nonce}`;
  if (!safeEqual(signature(appKey, payload), sent)) return null;
  if (owner !== String(userId)) return null;
  const ageSeconds = now.getTime() / 1000 - Number(issuedAt);
  if (!(ageSeconds >= -60 && ageSeconds <= DEVICE_COOKIE_DAYS * 24 * 3600)) return null;
  return { nonce };
}
