import { href, PASSWORD_RESET_TTL_MINUTES, type ResetPasswordRequest } from '@backoffice/shared';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../app-context.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { resetPasswordMail } from '../mail/mail.templates.ts';
import { findUserByEmail, updateUser } from '../users/users.repository.ts';
import { passwordResetTokens } from './auth.tables.ts';
import { deleteUserSessions } from './sessions.repository.ts';

/** The same answer whether or not the address has an account, so it cannot be probed. */
export const RESET_LINK_SENT = 'If that email address has an account, we have emailed a password reset link.';
export const INVALID_RESET_TOKEN = 'This password reset token is invalid.';
/** A new link for the same address is mailed at most this often. */
const RESEND_AFTER_SECONDS = 60;

export async function requestPasswordReset({
  ctx,
  email,
}: {
  ctx: AppContext;
  email: string;
}): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  const key = user.email.toLowerCase();
  const [existing] = await ctx.db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.email, key));
  if (existing && Date.now() - existing.createdAt.getTime() < RESEND_AFTER_SECONDS * 1000) return;

  const token = randomToken();
  const values = { email: key, tokenHash: sha256(token), createdAt: new Date() };
  await ctx.db
    .insert(passwordResetTokens)
    .values(values)
    .onConflictDoUpdate({ target: passwordResetTokens.email, set: values });
  const url = `${ctx.config.appUrl}${href('reset-password', { token }, { email: user.email })}`;
  await ctx.mailer.send(resetPasswordMail({ to: user.email, url, minutes: PASSWORD_RESET_TTL_MINUTES }));
}

/**
 * Sets the new password if the token matches and is under an hour old. The token is used up,
 * and every session of the account is ended: whoever knew the old password is signed out.
 */
export async function resetPassword({
  ctx,
  input,
}: {
  ctx: AppContext;
  input: ResetPasswordRequest;
}): Promise<void> {
  const key = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  await ctx.db.transaction(async (tx) => {
    // Deleting first makes the token single-use even under a race; a failed check throws, which
    // rolls the delete back, so a wrong guess does not burn the real token.
    const [row] = await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, key)).returning();
    const fresh = row && Date.now() - row.createdAt.getTime() <= PASSWORD_RESET_TTL_MINUTES * 60_000;
    const user = await findUserByEmail(tx, key);
    if (!row || !fresh || !safeEqual(row.tokenHash, sha256(input.token)) || !user) {
      throw validationFailed({ email: [INVALID_RESET_TOKEN] });
    }
    await updateUser(tx, user.id, { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() });
    await deleteUserSessions(tx, user.id);
  });
}
