/**
 * The key columns of organisations' tables that other modules' tables reference (decision 22): a foreign
 * key names the owner's key, never its table. Nothing else lives here, so a tables file that
 * imports it pulls in no query code.
 */
import { organisations } from './organisations.tables.ts';

/** The organisation's key, for every tenant table's foreign key. */
export const organisationKeys = { id: organisations.id };
