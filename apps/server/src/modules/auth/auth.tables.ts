import { boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { bigintRef, createdAt } from '../../db/columns.ts';
import { userKeys } from '../users/users.keys.ts';

/** Server-side sessions. The cookie holds a random token; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: bigintRef('user_id').references(() => userKeys.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    /** "Remember me": the session lives REMEMBER_DAYS instead of SESSION_LIFETIME minutes idle. */
    remember: boolean('remember').notNull().default(false),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastActivityAt: timestamp('last_activity_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index().on(table.userId), index().on(table.expiresAt)],
);
export type SessionRow = typeof sessions.$inferSelect;

/** One live reset token per email, stored hashed; single use, valid PASSWORD_RESET_TTL_MINUTES. */
export const passwordResetTokens = pgTable('password_reset_tokens', {
  email: text('email').primaryKey(),
  tokenHash: text('token_hash').notNull(),
  createdAt: createdAt(),
});

/** Fixed-window counters for throttling, shared by every API instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  resetAt: timestamp('reset_at', { withTimezone: true }).notNull(),
});
