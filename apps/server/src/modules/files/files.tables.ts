import {
  bigint,
  boolean,
  customType,
  foreignKey,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { createdAt, organisationId } from '../../db/columns.ts';
import { organisationKeys } from '../organisations/organisations.keys.ts';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * Files kept in PostgreSQL (the default file store, decision 18): one row per file, its bytes in
 * chunks of at most FILE_CHUNK_BYTES, so a file of any size is written and read a chunk at a time
 * and never held whole in memory. `key` is a random token: knowing an organisation's id and a
 * request's id tells nothing about where its file is. A file is readable only once `complete`.
 */
export const storedFiles = pgTable(
  'stored_files',
  {
    organisationId: organisationId().references(() => organisationKeys.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    contentType: text('content_type').notNull().default('application/octet-stream'),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    chunks: integer('chunks').notNull().default(0),
    complete: boolean('complete').notNull().default(false),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.organisationId, table.key] })],
);

export const storedFileChunks = pgTable(
  'stored_file_chunks',
  {
    organisationId: organisationId(),
    fileKey: text('file_key').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.organisationId, table.fileKey, table.seq] }),
    foreignKey({
      name: 'stored_file_chunks_file_fk',
      columns: [table.organisationId, table.fileKey],
      foreignColumns: [storedFiles.organisationId, storedFiles.key],
    }).onDelete('cascade'),
  ],
);
