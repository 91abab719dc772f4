import { canAssignRole, href, INVITATION_TTL_DAYS, type Role, type TeamMember } from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import type { Executor } from '../../db/client.ts';
import { forbidden, notFound, validationFailed } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/crypto.ts';
import type { Tenant } from '../../plugins/tenant.ts';
import { addedToOrganisationMail, invitationMail } from '../mail/mail.templates.ts';
import type { MailMessage } from '../mail/mailer.ts';
import { findUserByEmail, insertUser } from '../users/users.repository.ts';
import type { UserRow } from '../users/users.tables.ts';
import { presentMember } from './team.presenter.ts';
import {
  addMember,
  findMemberForUpdate,
  insertInvitation,
  listMembers,
  lockOwners,
  removeMember,
  setMemberRole,
} from './team.repository.ts';

export const LAST_OWNER_MESSAGE = 'An organisation needs at least one owner.';

export async function listTeam({ ctx, tenant }: { ctx: AppContext; tenant: Tenant }): Promise<TeamMember[]> {
  return (await listMembers(ctx.db, tenant.organisation.id)).map(presentMember);
}

/**
 * Adds existing users straight away and creates new ones without a password, each with an
 * invitation mail whose link leads to /auth/password/create. Mails go out after the commit.
 */
export async function inviteMembers({
  ctx,
  tenant,
  inviter,
  emails,
}: {
  ctx: AppContext;
  tenant: Tenant;
  inviter: UserRow;
  emails: string[];
}): Promise<TeamMember[]> {
  const { organisation } = tenant;
  const unique = [...new Set(emails.map((email) => email.toLowerCase()))];
  const mails: MailMessage[] = [];
  await ctx.db.transaction(async (tx) => {
    for (const email of unique) {
      const existing = await findUserByEmail(tx, email);
      const user =
        existing ?? (await insertUser(tx, { email, name: email.split('@')[0] ?? email, passwordHash: null }));
      const added = await addMember(tx, { organisationId: organisation.id, userId: user.id, role: 'member' });
      if (!added) continue;
      if (user.passwordHash) {
        const url = `${ctx.config.appUrl}${href('dashboard', { organisation: organisation.ulid })}`;
        mails.push(
          addedToOrganisationMail({
            to: user.email,
            url,
            organisationName: organisation.name,
            inviterName: inviter.name,
          }),
        );
        continue;
      }
      const token = randomToken();
      await insertInvitation(tx, {
        organisationId: organisation.id,
        userId: user.id,
        tokenHash: sha256(token),
        invitedBy: inviter.id,
        expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 24 * 3600_000),
      });
      const url = `${ctx.config.appUrl}${href('password.create', {}, { email: user.email, token })}`;
      mails.push(
        invitationMail({
          to: user.email,
          url,
          organisationName: organisation.name,
          inviterName: inviter.name,
        }),
      );
    }
  });
  for (const mail of mails) await ctx.mailer.send(mail);
  return listTeam({ ctx, tenant });
}

/**
 * The actor's role as it is now, under lock: the role resolved at the start of the request may
 * have been changed by a concurrent request since.
 */
async function currentRole(tx: Executor, key: { organisationId: number; userId: number }): Promise<Role> {
  const row = await findMemberForUpdate(tx, key);
  if (!row) throw notFound();
  return row.role;
}

/** Role changes obey canAssignRole, and the last owner can never stop being one. */
export async function updateMemberRole({
  ctx,
  tenant,
  actor,
  memberId,
  role,
}: {
  ctx: AppContext;
  tenant: Tenant;
  actor: UserRow;
  memberId: number;
  role: Role;
}): Promise<TeamMember> {
  const organisationId = tenant.organisation.id;
  await ctx.db.transaction(async (tx) => {
    const owners = await lockOwners(tx, organisationId);
    const actorRole = await currentRole(tx, { organisationId, userId: actor.id });
    const member = await findMemberForUpdate(tx, { organisationId, userId: memberId });
    if (!member) throw notFound();
    if (!canAssignRole({ actor: actorRole, from: member.role, to: role })) throw forbidden();
    if (member.role === 'owner' && role !== 'owner' && owners <= 1)
      throw validationFailed({ role: [LAST_OWNER_MESSAGE] });
    await setMemberRole(tx, { organisationId, userId: memberId, role });
  });
  const members = await listTeam({ ctx, tenant });
  const updated = members.find((member) => member.id === memberId);
  if (!updated) throw notFound();
  return updated;
}

/** Admins remove others (only owners remove owners); anyone may leave; the last owner may not. */
export async function removeTeamMember({
  ctx,
  tenant,
  actor,
  memberId,
}: {
  ctx: AppContext;
  tenant: Tenant;
  actor: UserRow;
  memberId: number;
}): Promise<void> {
  const organisationId = tenant.organisation.id;
  await ctx.db.transaction(async (tx) => {
    const owners = await lockOwners(tx, organisationId);
    const member = await findMemberForUpdate(tx, { organisationId, userId: memberId });
    if (!member) throw notFound();
    const leaving = memberId === actor.id;
    if (!leaving && !canAssignRole({ actor: tenant.role, from: member.role, to: member.role }))
      throw forbidden();
    if (member.role === 'owner' && owners <= 1) throw validationFailed({ member: [LAST_OWNER_MESSAGE] });
    await removeMember(tx, { organisationId, userId: memberId });
  });
}
