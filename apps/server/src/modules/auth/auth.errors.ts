import { AppError, fieldError } from '../../lib/app-error.ts';

/** The auth module's errors, each with its stable code. */
export const authErrors = {
  /** Wrong email or wrong password: the same answer, so accounts cannot be probed. */
  failed: () => fieldError('auth.failed', 'email', 'These credentials do not match our records.'),
  tooManyLoginAttempts: (retryAfterSeconds: number) => {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    const message = `Too many login attempts. Please try again in ${seconds} seconds.`;
    return new AppError(
      429,
      'auth.too_many_login_attempts',
      message,
      { email: [message] },
      { 'retry-after': String(seconds) },
    );
  },
  invalidResetToken: () =>
    fieldError('auth.invalid_reset_token', 'email', 'This password reset token is invalid.'),
  invalidInvitation: () =>
    fieldError('auth.invalid_invitation', 'token', 'This invitation link is invalid or has expired.'),
  currentPasswordMismatch: () =>
    fieldError(
      'auth.current_password_mismatch',
      'current_password',
      'The provided password does not match your current password.',
    ),
};
