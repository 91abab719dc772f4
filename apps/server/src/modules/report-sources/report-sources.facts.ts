/**
 * What other modules may read of report-sources (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import report-sources's tables or repositories.
 */
import { reportSources } from './report-sources.tables.ts';

/** A report source's key, for the foreign keys of rows that came from one. */
export const reportSourceKeys = { organisationId: reportSources.organisationId, id: reportSources.id };
