import { href, PASSWORD_RESET_TTL_MINUTES, type ResetPasswordRequest } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { randomToken, safeEqual, sha256 } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { resetPasswordMail } from '../mail/mail.presenter.ts';
import type { Mailer } from '../mail/mailer.client.ts';
import { findUserByEmail } from '../users/users.facts.ts';
import { changeUser } from '../users/users.usecases.ts';
import { authErrors } from './auth.errors.ts';
import { findResetToken, saveResetToken, takeResetToken } from './password-reset.repository.ts';
import { deleteUserSessions } from './sessions.repository.ts';

/** A new link for the same address is mailed at most this often. */
const RESEND_AFTER_SECONDS = 60;

/** Mails a reset link if the address has an account; says nothing either way (the route answers the same). */
export async function requestPasswordReset({
  db,
  mailer,
  appUrl,
  email,
}: {
  db: Database;
  mailer: Mailer;
  appUrl: string;
  email: string;
}): Promise<void> {
  const user = await findUserByEmail(db, { email });
  if (!user) return;
  const key = user.email.toLowerCase();
  const existing = await findResetToken(db, { email: key });
  if (existing && Date.now() - existing.createdAt.getTime() < RESEND_AFTER_SECONDS * 1000) return;

  const token = randomToken();
  await saveResetToken(db, { email: key, tokenHash: sha256(token) });
  const url = `${appUrl}${href('reset-password', { token }, { email: user.email })}`;
  await mailer.send(resetPasswordMail({ to: user.email, url, minutes: PASSWORD_RESET_TTL_MINUTES }));
}

/**
 * Sets the new password if the token matches and is under an hour old. The token is used up,
 * and every session of the account is ended: whoever knew the old password is signed out.
 */
export async function resetPassword({
  db,
  input,
}: {
  db: Database;
  input: ResetPasswordRequest;
}): Promise<void> {
  const key = input.email.toLowerCase();
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    // Taking the token first makes it single-use even under a race; a failed check throws, which
    // rolls the delete back, so a wrong guess does not burn the real token.
    const row = await takeResetToken(tx, { email: key });
    const fresh = row && Date.now() - row.createdAt.getTime() <= PASSWORD_RESET_TTL_MINUTES * 60_000;
    const user = await findUserByEmail(tx, { email: key });
    if (!row || !fresh || !safeEqual(row.tokenHash, sha256(input.token)) || !user) {
      throw authErrors.invalidResetToken();
    }
    await changeUser({
      db: tx,
      userId: user.id,
      changes: { passwordHash, emailVerifiedAt: user.emailVerifiedAt ?? new Date() },
    });
    await deleteUserSessions(tx, { userId: user.id });
  });
}
