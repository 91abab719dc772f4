import type { UpdateProfileRequest, User } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { userKeys } from '../../../lib/query-keys.ts';
import { profilePaths } from '../profile-paths.ts';

export async function updateProfile(data: UpdateProfileRequest): Promise<User> {
  const response = await apiClient.post<{ data: User }>(profilePaths.profile, data);
  return response.data;
}

export function useUpdateProfile(config: MutationConfig<UpdateProfileRequest, User> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateProfile,
    onSuccess: (...args) => {
      // The response is the whole user, e.g. with email_verified_at cleared after an email change.
      queryClient.setQueryData(userKeys.current, args[0]);
      return config.onSuccess?.(...args);
    },
  });
}
