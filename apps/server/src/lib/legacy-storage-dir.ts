import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { relative, resolve } from 'node:path';
import type { Readable } from 'node:stream';
import type { BaseLogger } from 'pino';
import type { Database } from '../db/client.ts';
import type { FileStore } from './file-store.ts';

/**
 * Files an earlier version kept under STORAGE_DIR (decision 18), read once to move them into the
 * file store. Null when the file is not there (another instance's disk, or deleted): its owner
 * records it as gone. A path that would leave the directory is treated as not there.
 */
export async function openLegacyFile(storageDir: string, path: string): Promise<Readable | null> {
  const root = resolve(storageDir);
  const target = resolve(root, path);
  const inside = relative(root, target);
  if (inside === '' || inside.startsWith('..') || resolve(root, inside) !== target) return null;
  const found = await stat(target).catch(() => null);
  if (!found?.isFile()) return null;
  return createReadStream(target, { highWaterMark: 1024 * 1024 });
}

/** What each module's mover of its old files takes (bootstrap.ts calls them at start). */
export interface LegacyFileMove {
  db: Database;
  files: FileStore;
  storageDir: string;
  log: Pick<BaseLogger, 'info'>;
}
