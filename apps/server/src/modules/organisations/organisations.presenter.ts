import type { Organisation, Role } from '@backoffice/shared';
import type { OrganisationRow } from './organisations.tables.ts';

export const STORAGE_URL_PREFIX = '/storage/';

/** Database row to API contract; rows are never sent as they are. */
export function presentOrganisation(organisation: OrganisationRow, role: Role): Organisation {
  return {
    id: organisation.id,
    ulid: organisation.ulid,
    name: organisation.name,
    logo: organisation.logoPath ? `${STORAGE_URL_PREFIX}${organisation.logoPath}` : null,
    oldest_order_date: organisation.oldestOrderDate,
    role,
    created_at: organisation.createdAt.toISOString(),
    updated_at: organisation.updatedAt.toISOString(),
  };
}
