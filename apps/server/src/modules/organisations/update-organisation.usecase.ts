import type { Organisation, Role, UpdateOrganisationFields } from '@backoffice/shared';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { deleteStoredFile, detectLogoExtension, saveLogo } from './logo-storage.ts';
import { organisationErrors } from './organisations.errors.ts';
import { presentOrganisation } from './organisations.presenter.ts';
import { findOrganisation, updateOrganisation } from './organisations.repository.ts';

/**
 * Renames the organisation and replaces or removes its logo. The new file is written before the
 * row points at it and the old one deleted after, so a failure never leaves a broken logo. The
 * answer is the organisation as the acting member sees it (with their role).
 */
export async function updateOrganisationDetails({
  db,
  storageDir,
  organisationId,
  actorRole,
  input,
  logo,
}: {
  db: Database;
  storageDir: string;
  organisationId: number;
  actorRole: Role;
  input: UpdateOrganisationFields;
  logo?: { bytes: Buffer; truncated: boolean };
}): Promise<{ organisation: Organisation }> {
  const current = await findOrganisation(db, { organisationId });
  if (!current) throw notFound();
  const previous = current.logoPath;
  let logoPath: string | null | undefined;
  if (logo) {
    if (logo.truncated) throw organisationErrors.logoTooLarge();
    const extension = await detectLogoExtension(logo.bytes);
    if (!extension) throw organisationErrors.logoNotImage();
    logoPath = await saveLogo({ storageDir, organisationUlid: current.ulid, bytes: logo.bytes, extension });
  } else if (input.remove_logo === '1' || input.remove_logo === 'true') {
    logoPath = null;
  }
  const organisation = await updateOrganisation(db, { organisationId, name: input.name, logoPath });
  if (logoPath !== undefined && previous && previous !== logoPath)
    await deleteStoredFile(storageDir, previous);
  return { organisation: presentOrganisation(organisation, actorRole) };
}
