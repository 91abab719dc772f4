import type { CreatePasswordRequest } from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import { validationFailed } from '../../lib/app-error.ts';
import { safeEqual, sha256 } from '../../lib/crypto.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { acceptInvitations, findOpenInvitations } from '../team/team.repository.ts';
import { findUserByEmail, updateUser } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.tables.ts';

export const INVALID_INVITATION = 'This invitation link is invalid or has expired.';

/**
 * An invited user (no password yet) proves the address with the invitation token and sets a
 * password; that also verifies the email. Every open invitation of the user is then accepted.
 */
export async function createPasswordFromInvitation({
  ctx,
  input,
}: {
  ctx: AppContext;
  input: CreatePasswordRequest;
}): Promise<{ user: UserRow }> {
  const passwordHash = await hashPassword(input.password);
  const user = await ctx.db.transaction(async (tx) => {
    const invited = await findUserByEmail(tx, input.email);
    const tokenHash = sha256(input.token);
    const invitations = invited && !invited.passwordHash ? await findOpenInvitations(tx, invited.id) : [];
    if (!invited || !invitations.some((invitation) => safeEqual(invitation.tokenHash, tokenHash))) {
      throw validationFailed({ token: [INVALID_INVITATION] });
    }
    await acceptInvitations(tx, invited.id);
    const firstOrganisation = invitations[0]?.organisationId ?? null;
    return updateUser(tx, invited.id, {
      passwordHash,
      emailVerifiedAt: new Date(),
      ...(input.name ? { name: input.name } : {}),
      currentOrganisationId: invited.currentOrganisationId ?? firstOrganisation,
    });
  });
  return { user };
}
