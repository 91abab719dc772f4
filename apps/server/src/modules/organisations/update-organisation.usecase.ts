import { Readable } from 'node:stream';
import type { Organisation, Role, UpdateOrganisationFields } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { inTenant } from '../../db/tenant-transaction.ts';
import { notFound } from '../../lib/app-error.ts';
import type { FileStore } from '../../lib/file-store.ts';
import { detectLogoType } from './logo-image.domain.ts';
import { organisationErrors } from './organisations.errors.ts';
import { presentOrganisation } from './organisations.presenter.ts';
import { findOrganisation, updateOrganisation } from './organisations.repository.ts';

/**
 * Renames the organisation and replaces or removes its logo. The new file is stored before the
 * row points at it (and removed again if the update fails) and the old one deleted after, so a
 * failure never leaves a broken logo. The store writes in transactions of its own, so this opens
 * none around it. The answer is the organisation as the acting member sees it (with their role).
 */
export async function updateOrganisationDetails({
  db,
  files,
  organisationId,
  actorRole,
  input,
  logo,
}: {
  db: Database;
  files: FileStore;
  organisationId: number;
  actorRole: Role;
  input: UpdateOrganisationFields;
  logo?: { bytes: Buffer; truncated: boolean };
}): Promise<{ organisation: Organisation }> {
  let logoFile: string | null | undefined;
  if (logo) {
    if (logo.truncated) throw organisationErrors.logoTooLarge();
    const contentType = await detectLogoType(logo.bytes);
    if (!contentType) throw organisationErrors.logoNotImage();
    logoFile = (await files.put({ organisationId, body: Readable.from([logo.bytes]), contentType })).key;
  } else if (input.remove_logo === '1' || input.remove_logo === 'true') {
    logoFile = null;
  }
  try {
    const { previous, organisation } = await inTenant(db, organisationId, async (tx) => {
      const current = await findOrganisation(tx, { organisationId });
      if (!current) throw notFound();
      const updated = await updateOrganisation(tx, { organisationId, name: input.name, logoFile });
      return { previous: current.logoFile, organisation: updated };
    });
    if (logoFile !== undefined && previous && previous !== logoFile)
      await files.remove({ organisationId, key: previous });
    return { organisation: presentOrganisation(organisation, actorRole) };
  } catch (error) {
    if (logoFile) await files.remove({ organisationId, key: logoFile }).catch(() => undefined);
    throw error;
  }
}

/** The organisation's current logo, streamed; null when it has none or `key` is not the current one. */
export async function openLogo({
  db,
  files,
  organisationId,
  key,
}: {
  db: Database;
  files: FileStore;
  organisationId: number;
  key: string;
}) {
  const current = await inTenant(db, organisationId, (tx) => findOrganisation(tx, { organisationId }));
  if (!current?.logoFile || current.logoFile !== key) return null;
  return files.open({ organisationId, key });
}
