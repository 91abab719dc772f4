/**
 * The key columns of report-sources' tables that other modules' tables reference (decision 22): a foreign
 * key names the owner's key, never its table. Nothing else lives here, so a tables file that
 * imports it pulls in no query code.
 */
import { reportSources } from './report-sources.tables.ts';

/** A report source's key, for the foreign keys of rows that came from one. */
export const reportSourceKeys = { organisationId: reportSources.organisationId, id: reportSources.id };
