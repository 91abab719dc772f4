import type { Organisation, Role } from '@backoffice/shared';
import type { OrganisationRow } from './organisations.tables.ts';

/**
 * Where members read the logo: an organisation route (session and membership checked), with the
 * file's random key in the path so a new logo is a new URL and the old one can be cached forever.
 */
export function logoUrlOf(organisation: Pick<OrganisationRow, 'ulid' | 'logoFile'>): string | null {
  return organisation.logoFile
    ? `/api/organisations/${organisation.ulid.toLowerCase()}/logo/${organisation.logoFile}`
    : null;
}

/** Database row to API contract; rows are never sent as they are. */
export function presentOrganisation(organisation: OrganisationRow, role: Role): Organisation {
  return {
    id: organisation.id,
    ulid: organisation.ulid,
    name: organisation.name,
    logo: logoUrlOf(organisation),
    oldest_order_date: organisation.oldestOrderDate,
    role,
    created_at: organisation.createdAt.toISOString(),
    updated_at: organisation.updatedAt.toISOString(),
  };
}
