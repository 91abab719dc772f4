import type { CreatePasswordRequest } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { acceptInvitations, findOpenInvitations } from '../team/team.repository.ts';
import { findUserByEmail, updateUser } from '../users/users.repository.ts';
import { authErrors } from './auth.errors.ts';

/**
 * An invited user (no password yet) proves the address with the invitation token and sets a
 * password; that also verifies the email. Every open invitation of the user is then accepted.
 * Answers who signed up; the route starts their session.
 */
export async function createPasswordFromInvitation({
  db,
  input,
}: {
  db: Database;
  input: CreatePasswordRequest;
}): Promise<{ userId: number }> {
  const passwordHash = await hashPassword(input.password);
  const user = await db.transaction(async (tx) => {
    const invited = await findUserByEmail(tx, { email: input.email });
    const tokenHash = sha256(input.token);
    const invitations =
      invited && !invited.passwordHash ? await findOpenInvitations(tx, { userId: invited.id }) : [];
    if (!invited || !invitations.some((invitation) => safeEqual(invitation.tokenHash, tokenHash))) {
      throw authErrors.invalidInvitation();
    }
    await acceptInvitations(tx, { userId: invited.id });
    const firstOrganisation = invitations[0]?.organisationId ?? null;
    return updateUser(tx, {
      userId: invited.id,
      changes: {
        passwordHash,
        emailVerifiedAt: new Date(),
        ...(input.name ? { name: input.name } : {}),
        currentOrganisationId: invited.currentOrganisationId ?? firstOrganisation,
      },
    });
  });
  return { userId: user.id };
}
