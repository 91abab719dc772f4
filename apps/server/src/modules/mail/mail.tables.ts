import { jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, id } from '../../db/columns.ts';

/**
 * Every mail the product sends. Without SMTP_URL this is the only place it goes (its links are
 * logged), so a local user can still reset a password.
 */
export const mailOutbox = pgTable('mail_outbox', {
  id: id(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html').notNull(),
  links: jsonb('links').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  error: text('error'),
});
export type MailRow = typeof mailOutbox.$inferSelect;
