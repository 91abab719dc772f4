import type { Invitation, TeamMember } from '@backoffice/shared';
import type { MemberRow } from '../organisations/organisations.facts.ts';
import type { PendingInvitationRow, UserInvitationRow } from './invitations.repository.ts';

export function presentMember(row: MemberRow): TeamMember {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    status: 'active',
    joined_at: row.joinedAt.toISOString(),
  };
}

/** A pending invitation in the team list: the invitee's id, and the role it offers. */
export function presentInvitee(row: PendingInvitationRow, now = new Date()): TeamMember {
  return {
    id: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.expiresAt > now ? 'invited' : 'expired',
    joined_at: row.invitedAt.toISOString(),
  };
}

/** An invitation as its invitee sees it. */
export function presentInvitation(row: UserInvitationRow): Invitation {
  return {
    id: row.id,
    organisation: { ulid: row.organisationUlid, name: row.organisationName },
    role: row.role,
    invited_by: row.inviterName,
    invited_at: row.invitedAt.toISOString(),
    expires_at: row.expiresAt.toISOString(),
  };
}
