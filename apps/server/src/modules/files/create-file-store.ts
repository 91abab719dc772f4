import type { FilesConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { FileStore } from './file-store.ts';
import { postgresFileStore } from './postgres-file-store.ts';
import { s3FileStore } from './s3-file-store.ts';

/** The store the configuration names (FILE_STORE): PostgreSQL unless a bucket is configured. */
export function createFileStore({ config, db }: { config: FilesConfig; db: Database }): FileStore {
  if (config.store === 's3') return s3FileStore(config);
  return postgresFileStore({ db });
}
