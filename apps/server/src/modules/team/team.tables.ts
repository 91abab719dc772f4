import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, id } from '../../db/columns.ts';
import { organisations } from '../organisations/organisations.tables.ts';
import { users } from '../users/users.tables.ts';

/** An invitation of a user without a password; its token lets them create one. */
export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    organisationId: bigintRef('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    invitedBy: bigintRef('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
  },
  (table) => [index().on(table.organisationId, table.userId), index().on(table.userId)],
);
