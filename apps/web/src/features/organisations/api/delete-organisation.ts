import type { OrganisationDeletion } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { rememberDeletion } from '../organisation-deletions-store.ts';
import { organisationPaths } from '../organisations-paths.ts';

export interface DeleteOrganisationInput {
  organisationUlid: string;
  /** The organisation's name as the owner typed it to confirm. */
  name: string;
}

/**
 * DELETE /api/organisations/{organisation} {name}: 202 with the deletion, which runs in the
 * background; the organisation is gone for its members from this answer on.
 */
export async function deleteOrganisation({
  organisationUlid,
  name,
}: DeleteOrganisationInput): Promise<OrganisationDeletion> {
  const response = await apiRequest<{ data: OrganisationDeletion }>(
    organisationPaths.deleteOrganisation(organisationUlid),
    { method: 'DELETE', body: { name } },
  );
  return response.data;
}

/** Remembers the deletion so its progress shows wherever the user goes next. */
export function useDeleteOrganisation(
  config: MutationConfig<DeleteOrganisationInput, OrganisationDeletion> = {},
) {
  return useMutation({
    ...config,
    mutationFn: deleteOrganisation,
    onSuccess: (...args) => {
      rememberDeletion(args[0].id);
      return config.onSuccess?.(...args);
    },
  });
}
