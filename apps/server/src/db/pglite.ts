import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/**
 * Every embedded database is opened here, with the extensions the migrations create (pg_trgm
 * for the search indexes): PGlite can only CREATE EXTENSION for those it was opened with.
 */
export function createPglite(options: Omit<PGliteOptions, 'extensions'> & { dataDir?: string } = {}) {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}
