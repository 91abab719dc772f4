import type { ResetPasswordRequest } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';

export function resetPassword(data: ResetPasswordRequest): Promise<{ message: string }> {
  return apiClient.post('/api/fortify/reset-password', data);
}

export function useResetPassword(config: MutationConfig<ResetPasswordRequest, { message: string }> = {}) {
  return useMutation({ ...config, mutationFn: resetPassword });
}
