import type { RegisterRequest } from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { createOrganisation } from '../organisations/organisations.repository.ts';
import { findUserByEmail, insertUser, updateUser } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.tables.ts';
import { sendVerificationLink } from './email-verification.usecases.ts';

const emailTaken = () => validationFailed({ email: ['The email has already been taken.'] });

/** A new account owns a new organisation from the first moment; both land or neither does. */
export async function registerUser({
  ctx,
  input,
}: {
  ctx: AppContext;
  input: RegisterRequest;
}): Promise<{ user: UserRow }> {
  if (await findUserByEmail(ctx.db, input.email)) throw emailTaken();
  const passwordHash = await hashPassword(input.password);
  let user: UserRow;
  try {
    user = await ctx.db.transaction(async (tx) => {
      const created = await insertUser(tx, { email: input.email, name: input.name, passwordHash });
      const organisation = await createOrganisation(tx, {
        name: input.organisation_name ?? `${input.name}'s Organisation`,
        ownerId: created.id,
      });
      return updateUser(tx, created.id, { currentOrganisationId: organisation.id });
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser gets a 422.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
  await sendVerificationLink({ ctx, user });
  return { user };
}
