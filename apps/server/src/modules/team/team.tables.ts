import type { Role } from '@backoffice/shared';
import { index, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, tenantId } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';
import { userKeys } from '../users/users.keys.ts';

/**
 * A pending invitation: the user becomes a member with `role` only when they accept it (in the
 * app, or by creating their password from the mailed link when the account is new). Deleted on
 * acceptance, decline or revocation; one per organisation and user.
 */
export const invitations = pgTable(
  'invitations',
  {
    organisationId: bigintRef('organisation_id')
      .notNull()
      .references(() => organisationKeys.id, { onDelete: 'cascade' }),
    id: tenantId(),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => userKeys.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull().default('member'),
    /** The create-password link's token (new accounts), stored hashed. */
    tokenHash: text('token_hash').notNull(),
    invitedBy: bigintRef('invited_by').references(() => userKeys.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.id] }),
    uniqueIndex('invitations_organisation_id_user_id_unique').on(table.organisationId, table.userId),
    index().on(table.userId),
  ],
);
export type InvitationRow = typeof invitations.$inferSelect;
