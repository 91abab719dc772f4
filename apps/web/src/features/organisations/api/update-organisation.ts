import type { Organisation, User } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { organisationPaths } from '../organisations-paths.ts';

export interface UpdateOrganisationInput {
  organisationUlid: string;
  name: string;
  logo: File | null;
  removeLogo: boolean;
}

/** Name and logo go as multipart form data (spec section 7), with the logo as a file part. */
export async function updateOrganisation({
  organisationUlid,
  name,
  logo,
  removeLogo,
}: UpdateOrganisationInput): Promise<Organisation> {
  const body = new FormData();
  body.set('name', name);
  if (logo) body.set('logo', logo);
  body.set('remove_logo', removeLogo ? '1' : '0');
  const response = await apiClient.post<{ data: Organisation }>(
    organisationPaths.organisation(organisationUlid),
    body,
  );
  return response.data;
}

/** The user's organisation list carries name and logo, so the cached user is patched in place. */
export function withUpdatedOrganisation(user: User, updated: Organisation): User {
  const replace = (candidate: Organisation) =>
    candidate.ulid === updated.ulid ? { ...updated, role: candidate.role } : candidate;
  return {
    ...user,
    organisations: user.organisations.map(replace),
    current_organisation: user.current_organisation ? replace(user.current_organisation) : null,
  };
}

export function useUpdateOrganisation(config: MutationConfig<UpdateOrganisationInput, Organisation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateOrganisation,
    onSuccess: (...args) => {
      queryClient.setQueryData<User | null>(userKeys.current, (user) =>
        user ? withUpdatedOrganisation(user, args[0]) : user,
      );
      return config.onSuccess?.(...args);
    },
  });
}
