/**
 * The key columns of users' tables that other modules' tables reference (decision 22): a foreign
 * key names the owner's key, never its table. Nothing else lives here, so a tables file that
 * imports it pulls in no query code.
 */
import { users } from './users.tables.ts';

/** A user's key, for the foreign keys of rows that name who acted. */
export const userKeys = { id: users.id };
