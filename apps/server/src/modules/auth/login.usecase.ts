import { LOGIN_MAX_ATTEMPTS_PER_HOUR, LOGIN_MAX_ATTEMPTS_PER_MINUTE } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import { authErrors } from './auth.errors.ts';
import { clearThrottle, hitThrottle, readThrottle } from './throttle.repository.ts';

/** Throttle keys: failed attempts per email and IP (a minute), and per account (an hour). */
export const loginThrottleKeys = (email: string, ip: string) => ({
  perMinute: `login:${email.toLowerCase()}|${ip}`,
  perHour: `login-account:${email.toLowerCase()}`,
});

/**
 * Checks credentials behind two throttles. A throttled attempt is refused before the password
 * is looked at, so guessing cannot continue while locked out. Answers who signed in; the route
 * starts their session.
 */
export async function attemptLogin({
  db,
  email,
  password,
  ip,
}: {
  db: Database;
  email: string;
  password: string;
  ip: string;
}): Promise<{ userId: number }> {
  const keys = loginThrottleKeys(email, ip);
  const [minute, hour] = await Promise.all([
    readThrottle(db, { key: keys.perMinute }),
    readThrottle(db, { key: keys.perHour }),
  ]);
  if (minute.hits >= LOGIN_MAX_ATTEMPTS_PER_MINUTE)
    throw authErrors.tooManyLoginAttempts(minute.retryAfterSeconds);
  if (hour.hits >= LOGIN_MAX_ATTEMPTS_PER_HOUR) throw authErrors.tooManyLoginAttempts(hour.retryAfterSeconds);

  const user = await findUserByEmail(db, { email });
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await hitThrottle(db, { key: keys.perMinute, windowSeconds: 60 });
    await hitThrottle(db, { key: keys.perHour, windowSeconds: 3600 });
    throw authErrors.failed();
  }
  await clearThrottle(db, { key: keys.perMinute });
  return { userId: user.id };
}
