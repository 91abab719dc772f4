/**
 * Reading STORAGE_DIR lives in src/lib/legacy-storage-dir.ts (organisations moves its logos with
 * it, below files in the module order); repeated here for the modules that still import it from files.
 */
export { type LegacyFileMove, openLegacyFile } from '../../lib/legacy-storage-dir.ts';
