/**
 * The file store's contract lives in src/lib/file-store.ts (modules below files use it too); it is
 * repeated here for the modules that still import it from files.
 */
export type { FileRef, FileStore, OpenedFile, StoredFile } from '../../lib/file-store.ts';
export { FILE_KEY_PATTERN, isFileKey } from '../../lib/file-store.ts';
