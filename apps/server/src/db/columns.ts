import { bigint, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders, so every table spells ids and timestamps the same way. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const bigintRef = (name: string) => bigint(name, { mode: 'number' });
