import { z } from 'zod';
import { TEAM_INVITE_MAX_EMAILS } from '../constants.ts';
import { ROLES } from '../permissions.ts';
import { emailField, idParam, isoDateTime } from './fields.ts';
import { roleSchema } from './organisations.ts';

/** One member of an organisation; `id` is the user's id (the routes' {memberId}). */
export const teamMemberSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    role: roleSchema,
    status: z.enum(['active', 'invited']).describe('invited: has not set a password yet'),
    joined_at: isoDateTime,
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

/** Spec section 5: the invite form's field is split on commas into a list. */
export function splitEmails(input: string): string[] {
  return input
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
}
