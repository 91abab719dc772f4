import type { ForgotPasswordRequest } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';

export function forgotPassword(data: ForgotPasswordRequest): Promise<{ message: string }> {
  return apiClient.post('/api/fortify/forgot-password', data);
}

export function useForgotPassword(config: MutationConfig<ForgotPasswordRequest, { message: string }> = {}) {
  return useMutation({ ...config, mutationFn: forgotPassword });
}
