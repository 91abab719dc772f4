import { z } from 'zod';
import { TEAM_INVITE_MAX_EMAILS } from '../constants.ts';
import { ROLES } from '../permissions.ts';
import { emailField, idParam, isoDateTime } from './fields.ts';
import { roleSchema } from './organisations.ts';

/**
 * One member of an organisation, or someone invited who has not accepted yet; `id` is the user's
 * id (the routes' {memberId}: DELETE revokes an invitation, update-role changes the role it offers).
 */
export const teamMemberSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    status: z
      .enum(['active', 'invited', 'expired'])
      .describe('invited: has not accepted the invitation yet; expired: the invitation ran out unaccepted'),
    joined_at: isoDateTime.describe('when they joined, or were invited'),
  })
  .meta({ id: 'TeamMember' });
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const inviteRequestSchema = z.object({
  email: z
    .array(emailField(), { error: 'The email field must be a list of email addresses.' })
    .min(1, 'The email field is required.')
    .max(TEAM_INVITE_MAX_EMAILS, `At most ${TEAM_INVITE_MAX_EMAILS} emails at once.`),
});
export type InviteRequest = z.infer<typeof inviteRequestSchema>;

export const updateRoleRequestSchema = z.object({
  role: z.enum(ROLES, { error: 'The selected role is invalid.' }),
});
export type UpdateRoleRequest = z.infer<typeof updateRoleRequestSchema>;

export const memberParamsSchema = z.object({
  organisation: z.string().min(1),
  memberId: idParam,
});

/** An invitation as its invitee sees it (GET /api/users/me/invitations). */
export const invitationSchema = z
  .object({
    id: z.number().int(),
    organisation: z.object({ ulid: z.string(), name: z.string() }),
    role: roleSchema,
    invited_by: z.string().nullable().describe("the inviter's name"),
    invited_at: isoDateTime,
    expires_at: isoDateTime,
  })
  .meta({ id: 'Invitation' });
export type Invitation = z.infer<typeof invitationSchema>;

export const invitationParamsSchema = z.object({ invitation: idParam });

/** Spec section 5: the invite form's field is split on commas into a list. */
export function splitEmails(input: string): string[] {
  return input
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
