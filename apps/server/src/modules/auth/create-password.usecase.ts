import type { CreatePasswordRequest } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { joinByInvitation } from '../team/invitations.usecases.ts';
import { findOpenInvitationsForUpdate } from '../team/team.facts.ts';
import { findUserByEmail } from '../users/users.facts.ts';
import { changeUser } from '../users/users.usecases.ts';
import { authErrors } from './auth.errors.ts';

/**
 * An invited user (no password yet) proves the address with the invitation token and sets a
 * password; that also verifies the email and accepts the invitation whose link it was. Other
 * organisations' invitations stay pending, for the user to accept or decline in the app.
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
      invited && !invited.passwordHash ? await findOpenInvitationsForUpdate(tx, { userId: invited.id }) : [];
    const invitation = invitations.find((candidate) => safeEqual(candidate.tokenHash, tokenHash));
    if (!invited || !invitation) throw authErrors.invalidInvitation();
    await joinByInvitation({ db: tx, invitation });
    const { user: updated } = await changeUser({
      db: tx,
      userId: invited.id,
      changes: {
        passwordHash,
        emailVerifiedAt: new Date(),
        ...(input.name ? { name: input.name } : {}),
        currentOrganisationId: invited.currentOrganisationId ?? invitation.organisationId,
      },
    });
    return updated;
  });
  return { userId: user.id };
}
