import type { UpdatePasswordRequest, UpdateProfileRequest } from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { sendVerificationLink } from '../auth/email-verification.usecases.ts';
import { deleteUserSessions } from '../auth/sessions.repository.ts';
import { findUserByEmail, updateUser } from './users.repository.ts';
import type { UserRow } from './users.tables.ts';

const emailTaken = () => validationFailed({ email: ['The email has already been taken.'] });

/** A changed email address is unverified until its new owner clicks the link sent to it. */
export async function updateProfile({
  ctx,
  user,
  input,
}: {
  ctx: AppContext;
  user: UserRow;
  input: UpdateProfileRequest;
}): Promise<{ user: UserRow }> {
  const emailChanged = input.email.toLowerCase() !== user.email.toLowerCase();
  if (emailChanged && (await findUserByEmail(ctx.db, input.email))) throw emailTaken();
  let updated: UserRow;
  try {
    updated = await updateUser(ctx.db, user.id, {
      name: input.name,
      email: input.email,
      ...(emailChanged ? { emailVerifiedAt: null } : {}),
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  if (emailChanged) await sendVerificationLink({ ctx, user: updated });
  return { user: updated };
}

/** Needs the current password; signs the account out of every other session. */
export async function updatePassword({
  ctx,
  user,
  sessionId,
  input,
}: {
  ctx: AppContext;
  user: UserRow;
  sessionId: string;
  input: UpdatePasswordRequest;
}): Promise<void> {
  if (!(await verifyPassword(user.passwordHash, input.current_password))) {
    throw validationFailed({
      current_password: ['The provided password does not match your current password.'],
    });
  }
  await updateUser(ctx.db, user.id, { passwordHash: await hashPassword(input.password) });
  await deleteUserSessions(ctx.db, user.id, sessionId);
}
