import type { UpdatePasswordRequest, UpdateProfileRequest, User } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { notFound } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import type { Mailer } from '../mail/mailer.client.ts';
import { userErrors } from '../users/users.errors.ts';
import { findUserByEmail, findUserById } from '../users/users.facts.ts';
import { changeUser } from '../users/users.usecases.ts';
import { authErrors } from './auth.errors.ts';
import { showUser } from './current-user.usecase.ts';
import { sendVerificationLink } from './email-verification.usecases.ts';
import { deleteUserSessions } from './sessions.repository.ts';

/*
 * Profile changes live in auth, not users (as in Fortify): a new email needs a verification mail
 * and a new password ends the other sessions. Modules depend one way: auth -> users, never back.
 */

/** A changed email address is unverified until its new owner clicks the link sent to it. */
export async function updateProfile({
  db,
  mailer,
  appKey,
  appUrl,
  userId,
  input,
}: {
  db: Database;
  mailer: Mailer;
  appKey: Buffer;
  appUrl: string;
  userId: number;
  input: UpdateProfileRequest;
}): Promise<{ user: User }> {
  const current = await findUserById(db, { userId });
  if (!current) throw notFound();
  const emailChanged = input.email.toLowerCase() !== current.email.toLowerCase();
  if (emailChanged && (await findUserByEmail(db, { email: input.email }))) throw userErrors.emailTaken();
  const { user: updated } = await uniqueOr(userErrors.emailTaken, () =>
    changeUser({
      db,
      userId,
      changes: { name: input.name, email: input.email, ...(emailChanged ? { emailVerifiedAt: null } : {}) },
    }),
  );
  if (emailChanged) await sendVerificationLink({ mailer, appKey, appUrl, user: updated });
  return showUser({ db, user: updated });
}

/** Needs the current password; signs the account out of every other session. */
export async function updatePassword({
  db,
  userId,
  sessionId,
  input,
}: {
  db: Database;
  userId: number;
  sessionId: string;
  input: UpdatePasswordRequest;
}): Promise<void> {
  const user = await findUserById(db, { userId });
  if (!user) throw notFound();
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw authErrors.currentPasswordMismatch();
  }
  await changeUser({ db, userId, changes: { passwordHash: await hashPassword(input.password) } });
  await deleteUserSessions(db, { userId, exceptSessionId: sessionId });
}
