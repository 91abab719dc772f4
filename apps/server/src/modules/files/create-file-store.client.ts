import type { FilesConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { postgresFileStore } from './postgres-file-store.client.ts';
import { s3FileStore } from './s3-file-store.client.ts';

/** The store the configuration names (FILE_STORE): PostgreSQL unless a bucket is configured. */
export function createFileStore({ config, db }: { config: FilesConfig; db: Database }): FileStore {
  if (config.store === 's3') return s3FileStore(config);
  return postgresFileStore({ db });
}
