import type { CreateOrganisationRequest, Organisation, User } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../api-client.ts';
import type { MutationConfig } from '../mutation-config.ts';
import { userKeys } from '../query-keys.ts';

/**
 * POST /api/organisations: a new organisation the user owns. Here rather than in a feature: the
 * header's menus, the profile and the page for users without an organisation all offer it.
 */
export async function createOrganisation(request: CreateOrganisationRequest): Promise<Organisation> {
  const response = await apiClient.post<{ data: Organisation }>('/api/organisations', request);
  return response.data;
}

/** The user with one more organisation, so the switcher and the route guard know it at once. */
export function withOrganisation(user: User, organisation: Organisation): User {
  if (user.organisations.some((candidate) => candidate.ulid === organisation.ulid)) return user;
  return { ...user, organisations: [...user.organisations, organisation] };
}

export function useCreateOrganisation(config: MutationConfig<CreateOrganisationRequest, Organisation> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createOrganisation,
    onSuccess: async (...args) => {
      queryClient.setQueryData<User | null>(userKeys.current, (user) =>
        user ? withOrganisation(user, args[0]) : user,
      );
      // The server's order of the list (by name) and its fields, in the background.
      void queryClient.invalidateQueries({ queryKey: userKeys.current });
      return config.onSuccess?.(...args);
    },
  });
}
