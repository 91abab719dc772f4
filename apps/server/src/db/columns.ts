import { DEFAULT_CURRENCY } from '@backoffice/shared';
import { bigint, text, timestamp } from 'drizzle-orm/pg-core';

/** Shared column builders, so every table spells ids, money and timestamps the same way. */
export const id = () => bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity();
/** Tenant tables: the id is unique on its own, but the primary key leads with organisation_id. */
export const tenantId = () => bigint('id', { mode: 'number' }).notNull().generatedAlwaysAsIdentity();
export const organisationId = () => bigint('organisation_id', { mode: 'number' }).notNull();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const bigintRef = (name: string) => bigint(name, { mode: 'number' });
/** Money is an integer of minor units beside its currency; never a float. */
export const minorUnits = (name: string) => bigint(name, { mode: 'number' });
export const currency = (name: string) => text(name).notNull().default(DEFAULT_CURRENCY);
