import type { RegisterRequest, User } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, ensureCsrfCookie } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';

export async function register(data: RegisterRequest): Promise<User> {
  await ensureCsrfCookie({ force: true });
  const response = await apiClient.post<{ data: User }>('/api/fortify/register', data);
  return response.data;
}

export function useRegister(config: MutationConfig<RegisterRequest, User> = {}) {
  return useMutation({ ...config, mutationFn: register });
}
