import type { UpdatePasswordRequest } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { profilePaths } from '../profile-paths.ts';

export function updatePassword(data: UpdatePasswordRequest): Promise<{ message: string }> {
  return apiClient.put(profilePaths.password, data);
}

export function useUpdatePassword(config: MutationConfig<UpdatePasswordRequest, { message: string }> = {}) {
  return useMutation({ ...config, mutationFn: updatePassword });
}
