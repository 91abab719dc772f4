import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { inTenant } from '../../db/tenant-transaction.ts';
import { type LegacyFileMove, openLegacyFile } from '../../lib/legacy-storage-dir.ts';
import { detectLogoType } from './logo-image.domain.ts';
import { organisationsWithLegacyLogos, setMovedLogo } from './organisations.repository.ts';

/**
 * The first start after migration 0038 moves each organisation's logo from STORAGE_DIR (where
 * /storage/ served it to anyone) into the file store, served to members only. A logo that is not
 * there, or not an image, is dropped: the organisation shows its initials until one is uploaded.
 */
export async function moveLegacyLogos({
  db,
  files,
  storageDir,
  log,
}: LegacyFileMove): Promise<{ moved: number; dropped: number }> {
  const pending = await organisationsWithLegacyLogos(db);
  let moved = 0;
  for (const { organisationId, path } of pending) {
    const file = await openLegacyFile(storageDir, path as string);
    // Logos are at most 2 MiB (LOGO_MAX_BYTES): read whole to check they are images.
    const bytes = file ? await buffer(file) : null;
    const contentType = bytes ? await detectLogoType(bytes) : undefined;
    const stored =
      bytes && contentType
        ? await files.put({ organisationId, body: Readable.from([bytes]), contentType })
        : null;
    await inTenant(db, organisationId, (tx) =>
      setMovedLogo(tx, { organisationId, logoFile: stored?.key ?? null }),
    );
    if (stored) moved += 1;
  }
  if (pending.length > 0)
    log.info({ moved, dropped: pending.length - moved, from: storageDir }, 'logos moved into the file store');
  return { moved, dropped: pending.length - moved };
}
