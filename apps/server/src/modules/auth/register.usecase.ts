import type { RegisterRequest, User } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { uniqueOr } from '../../db/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { copyReferenceFulfillmentCentersTo } from '../fulfillment-centers/fulfillment-centers.usecases.ts';
import type { Mailer } from '../mail/mailer.client.ts';
import { createOrganisation } from '../organisations/organisations.usecases.ts';
import { userErrors } from '../users/users.errors.ts';
import { findUserByEmail } from '../users/users.facts.ts';
import { changeUser, createUser } from '../users/users.usecases.ts';
import { showUser } from './current-user.usecase.ts';
import { sendVerificationLink } from './email-verification.usecases.ts';

/** A new account owns a new organisation from the first moment; both land or neither does. */
export async function registerUser({
  db,
  mailer,
  appKey,
  appUrl,
  input,
}: {
  db: Database;
  mailer: Mailer;
  appKey: Buffer;
  appUrl: string;
  input: RegisterRequest;
}): Promise<{ user: User }> {
  if (await findUserByEmail(db, { email: input.email })) throw userErrors.emailTaken();
  const passwordHash = await hashPassword(input.password);
  // Two registrations of one address at once: the unique index decides, the loser gets the same 422.
  const user = await uniqueOr(userErrors.emailTaken, () =>
    db.transaction(async (tx) => {
      const { user: created } = await createUser({
        db: tx,
        values: { email: input.email, name: input.name, passwordHash },
      });
      const { organisation } = await createOrganisation({
        db: tx,
        name: input.organisation_name ?? `${input.name}'s Organisation`,
        ownerId: created.id,
      });
      await copyReferenceFulfillmentCentersTo({ db: tx, organisationId: organisation.id });
      const { user: owner } = await changeUser({
        db: tx,
        userId: created.id,
        changes: { currentOrganisationId: organisation.id },
      });
      return owner;
    }),
  );
  await sendVerificationLink({ mailer, appKey, appUrl, user });
  return showUser({ db, user });
}
