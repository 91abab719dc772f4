import type { Readable } from 'node:stream';

/**
 * Where an organisation's files live (decision 18): uploaded reports, downloaded report
 * documents, logos. Every instance of the product reads the same store (PostgreSQL by default, an
 * S3-compatible bucket when configured), so a file uploaded to one instance is processed and
 * downloaded on any other. Nothing here is served on a public path: organisation routes check the
 * session and the role, then stream the file through `open`.
 *
 * Callers must not hold a database transaction while they call the store: on the embedded
 * database there is one connection, and the store writes and reads in short transactions of its
 * own (a chunk each), so other requests get their turn during a long upload or read.
 *
 * Declared here, not in the files module, which holds the stores (postgres-file-store.client.ts,
 * s3-file-store.client.ts): files sits above organisations in the module order (its tables point
 * at organisations), yet organisations keeps its logo in the store. Use cases take a FileStore;
 * the composition root (bootstrap.ts, AppContext.files) passes the one the configuration names.
 */
export interface FileStore {
  /** Which store this is, for logs and the health screen. */
  readonly kind: 'postgres' | 's3';
  /**
   * Streams `body` into a new file of the organisation under a fresh unguessable key. Until it
   * resolves the file is not readable; if it throws, nothing of it remains.
   */
  put(file: {
    organisationId: number;
    body: Readable | AsyncIterable<Uint8Array>;
    contentType?: string;
  }): Promise<StoredFile>;
  /** The file's bytes, streamed a chunk at a time; null when the organisation has no such file. */
  open(file: FileRef): Promise<OpenedFile | null>;
  /** Deletes the file; a file that is not there is no error. */
  remove(file: FileRef): Promise<void>;
}

export interface FileRef {
  organisationId: number;
  key: string;
}

export interface StoredFile {
  key: string;
  size: number;
}

export interface OpenedFile {
  size: number;
  contentType: string;
  body: AsyncIterable<Buffer>;
}

/** Keys are random; anything else in a key (a path, a URL part) is refused before the store is asked. */
export const FILE_KEY_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

export function isFileKey(value: string): boolean {
  return FILE_KEY_PATTERN.test(value);
}
