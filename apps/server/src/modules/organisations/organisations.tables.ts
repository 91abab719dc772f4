import type { Role } from '@backoffice/shared';
import { date, index, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintRef, createdAt, id, updatedAt } from '../../db/columns.ts';
import { userKeys } from '../users/users.keys.ts';

export const organisations = pgTable('organisations', {
  id: id(),
  ulid: text('ulid').notNull().unique(),
  name: text('name').notNull(),
  /** The logo's key in the file store (served by GET …/logo/{key}, to members only). */
  logoFile: text('logo_file'),
  /** Where an earlier version kept the logo under STORAGE_DIR, until the first start moves it. */
  legacyLogoPath: text('legacy_logo_path'),
  oldestOrderDate: date('oldest_order_date'),
  /**
   * Its owner asked for it to be deleted (organisation-lifecycle): from that moment it is in no
   * member's list and its routes answer 404, while a job removes its rows and files.
   */
  deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
export type OrganisationRow = typeof organisations.$inferSelect;

export const memberships = pgTable(
  'memberships',
  {
    organisationId: bigintRef('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    userId: bigintRef('user_id')
      .notNull()
      .references(() => userKeys.id, { onDelete: 'cascade' }),
    role: text('role').$type<Role>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.userId] }), index().on(table.userId)],
);
export type MembershipRow = typeof memberships.$inferSelect;
