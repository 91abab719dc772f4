import { LOGIN_MAX_ATTEMPTS_PER_HOUR, LOGIN_MAX_ATTEMPTS_PER_MINUTE } from '@backoffice/shared';
import type { Executor } from '../../db/client.ts';
import { AppError, validationFailed } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import { findUserByEmail } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.tables.ts';
import { clearThrottle, hitThrottle, readThrottle } from './throttle.ts';

export const FAILED_LOGIN_MESSAGE = 'These credentials do not match our records.';

/** Throttle keys: failed attempts per email and IP (a minute), and per account (an hour). */
export const loginThrottleKeys = (email: string, ip: string) => ({
  perMinute: `login:${email.toLowerCase()}|${ip}`,
  perHour: `login-account:${email.toLowerCase()}`,
});

/**
 * Checks credentials behind two throttles. A throttled attempt is refused before the password
 * is looked at, so guessing cannot continue while locked out.
 */
export async function attemptLogin({
  db,
  email,
  password,
  ip,
}: {
  db: Executor;
  email: string;
  password: string;
  ip: string;
}): Promise<{ user: UserRow }> {
  const keys = loginThrottleKeys(email, ip);
  const [minute, hour] = await Promise.all([
    readThrottle(db, keys.perMinute),
    readThrottle(db, keys.perHour),
  ]);
  if (minute.hits >= LOGIN_MAX_ATTEMPTS_PER_MINUTE) throw lockedOut(minute.retryAfterSeconds);
  if (hour.hits >= LOGIN_MAX_ATTEMPTS_PER_HOUR) throw lockedOut(hour.retryAfterSeconds);

  const user = await findUserByEmail(db, email);
  const valid = await verifyPassword(user?.passwordHash ?? null, password);
  if (!user || !valid) {
    await hitThrottle(db, keys.perMinute, 60);
    await hitThrottle(db, keys.perHour, 3600);
    throw validationFailed({ email: [FAILED_LOGIN_MESSAGE] });
  }
  await clearThrottle(db, keys.perMinute);
  return { user };
}

function lockedOut(retryAfterSeconds: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
  const message = `Too many login attempts. Please try again in ${seconds} seconds.`;
  return new AppError(
    429,
    'too_many_login_attempts',
    message,
    { email: [message] },
    { 'retry-after': String(seconds) },
  );
}
