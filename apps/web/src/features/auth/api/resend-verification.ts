import { useMutation } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';

export function resendVerification(data: { email: string }): Promise<{ message: string }> {
  return apiClient.post('/api/fortify/email/verification-notification', data);
}

export function useResendVerification(config: MutationConfig<{ email: string }, { message: string }> = {}) {
  return useMutation({ ...config, mutationFn: resendVerification });
}
