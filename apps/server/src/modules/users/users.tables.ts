import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, id, updatedAt } from '../../db/columns.ts';

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    /** Null until an invited user sets a password. */
    passwordHash: text('password_hash'),
    profilePicture: text('profile_picture'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    currentOrganisationId: bigintRef('current_organisation_id'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [uniqueIndex('users_email_unique').on(sql`lower(${table.email})`)],
);
export type UserRow = typeof users.$inferSelect;
