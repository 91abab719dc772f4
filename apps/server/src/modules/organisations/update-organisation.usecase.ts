import { LOGO_MAX_BYTES, type UpdateOrganisationFields } from '@backoffice/shared';
import type { AppContext } from '../../app-context.ts';
import { validationFailed } from '../../lib/app-error.ts';
import type { Tenant } from '../../plugins/tenant.ts';
import { deleteStoredFile, detectLogoExtension, saveLogo } from './logo-storage.ts';
import { updateOrganisation } from './organisations.repository.ts';
import type { OrganisationRow } from './organisations.tables.ts';

export const LOGO_TOO_LARGE = `The logo must not be greater than ${LOGO_MAX_BYTES / 1024} kilobytes.`;
export const LOGO_NOT_IMAGE = 'The logo must be an image (PNG, JPEG, WebP or GIF).';

/**
 * Renames the organisation and replaces or removes its logo. The new file is written before the
 * row points at it and the old one deleted after, so a failure never leaves a broken logo.
 */
export async function updateOrganisationDetails({
  ctx,
  tenant,
  fields,
  logo,
}: {
  ctx: AppContext;
  tenant: Tenant;
  fields: UpdateOrganisationFields;
  logo?: { bytes: Buffer; truncated: boolean };
}): Promise<OrganisationRow> {
  const { storageDir } = ctx.config;
  const previous = tenant.organisation.logoPath;
  let logoPath: string | null | undefined;
  if (logo) {
    if (logo.truncated) throw validationFailed({ logo: [LOGO_TOO_LARGE] });
    const extension = await detectLogoExtension(logo.bytes);
    if (!extension) throw validationFailed({ logo: [LOGO_NOT_IMAGE] });
    logoPath = await saveLogo({
      storageDir,
      organisationUlid: tenant.organisation.ulid,
      bytes: logo.bytes,
      extension,
    });
  } else if (fields.remove_logo === '1' || fields.remove_logo === 'true') {
    logoPath = null;
  }
  const organisation = await updateOrganisation(ctx.db, {
    organisationId: tenant.organisation.id,
    name: fields.name,
    logoPath,
  });
  if (logoPath !== undefined && previous && previous !== logoPath)
    await deleteStoredFile(storageDir, previous);
  return organisation;
}
