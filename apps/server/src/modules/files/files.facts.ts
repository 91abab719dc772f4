/**
 * What other modules may read of files (decision 22): published projections of its tables, named
 * reads and keys. Other modules never import files's tables or repositories.
 */
import { getTableName } from 'drizzle-orm';
import { facts } from '../../db/facts.ts';
import { storedFileChunks, storedFiles } from './files.tables.ts';

/**
 * The PostgreSQL store's own tables, by name: an organisation's deletion, which empties every
 * tenant table, counts a file once, as a file, not as its rows and chunks as well.
 */
export const FILE_STORE_TABLES: ReadonlySet<string> = new Set([
  getTableName(storedFiles),
  getTableName(storedFileChunks),
]);

/** The files the PostgreSQL store holds, by organisation: an organisation's deletion removes each. */
export const storedFileFacts = facts
  .select({ organisationId: storedFiles.organisationId, key: storedFiles.key })
  .from(storedFiles)
  .as('stored_file_facts');
