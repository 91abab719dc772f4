/**
 * The key columns of reference' tables that other modules' tables reference (decision 22): a foreign
 * key names the owner's key, never its table. Nothing else lives here, so a tables file that
 * imports it pulls in no query code.
 */
import { countries, marketplaces } from './reference.tables.ts';

/** A country's key, for the foreign keys of rows that name a country (the countries a warehouse serves). */
export const countryKeys = { id: countries.id };
/** A marketplace's key, for the foreign keys of rows that name a marketplace. */
export const marketplaceKeys = { id: marketplaces.id };
