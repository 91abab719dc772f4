import { LOGIN_MAX_ATTEMPTS_PER_HOUR, LOGIN_MAX_ATTEMPTS_PER_MINUTE } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findUserByEmail } from '../users/users.facts.ts';
import { authErrors } from './auth.errors.ts';
import { DEVICE_COOKIES_CHECKED, verifyDeviceToken } from './device-cookie.domain.ts';
import { clearThrottle, hitThrottle, readThrottle } from './throttle.repository.ts';

/**
 * Throttle keys of a browser without a device cookie for the account: failed attempts per email
 * and IP (a minute), and per account (an hour), shared by every such browser.
 */
export const loginThrottleKeys = (email: string, ip: string) => ({
  perMinute: `login:${email.toLowerCase()}|${ip}`,
  perHour: `login-account:${email.toLowerCase()}`,
});

/** Throttle keys of a browser with a valid device cookie: its own, whatever strangers do. */
export const deviceThrottleKeys = (nonce: string) => ({
  perMinute: `login-device:${nonce}`,
  perHour: `login-device-hour:${nonce}`,
});

/**
 * Checks credentials behind two throttles. A throttled attempt is refused before the password
 * is looked at, so guessing cannot continue while locked out. A browser that presents a valid
 * device cookie for the account (it signed in before) is throttled on its own counters, so 100
 * wrong passwords from elsewhere lock out everyone but the account's own browsers. Answers who
 * signed in; the route starts their session and renews the device cookie.
 */
export async function attemptLogin({
  db,
  appKey,
  email,
  password,
  ip,
  deviceTokens = [],
}: {
  db: Database;
  appKey: Buffer;
  email: string;
  password: string;
  ip: string;
  /** The device cookies the browser sent, for any accounts. */
  deviceTokens?: string[];
}): Promise<{ userId: number }> {
  const user = await findUserByEmail(db, { email });
  const device = user ? trustedDevice({ appKey, userId: user.id, deviceTokens }) : null;
  const keys = device ? deviceThrottleKeys(device.nonce) : loginThrottleKeys(email, ip);
  const minute = await readThrottle(db, { key: keys.perMinute });
  const hour = await readThrottle(db, { key: keys.perHour });
  if (minute.hits >= LOGIN_MAX_ATTEMPTS_PER_MINUTE)
    throw authErrors.tooManyLoginAttempts(minute.retryAfterSeconds);
  if (hour.hits >= LOGIN_MAX_ATTEMPTS_PER_HOUR) throw authErrors.tooManyLoginAttempts(hour.retryAfterSeconds);

  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await hitThrottle(db, { key: keys.perMinute, windowSeconds: 60 });
    await hitThrottle(db, { key: keys.perHour, windowSeconds: 3600 });
    throw authErrors.failed();
  }
  await clearThrottle(db, { key: keys.perMinute });
  return { userId: user.id };
}

function trustedDevice({
  appKey,
  userId,
  deviceTokens,
}: {
  appKey: Buffer;
  userId: number;
  deviceTokens: string[];
}): { nonce: string } | null {
  for (const token of deviceTokens.slice(0, DEVICE_COOKIES_CHECKED)) {
    const device = verifyDeviceToken({ appKey, token, userId });
    if (device) return device;
  }
  return null;
}
