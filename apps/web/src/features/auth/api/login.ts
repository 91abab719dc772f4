import type { LoginRequest } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, ensureCsrfCookie } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';

export async function login(data: LoginRequest): Promise<{ two_factor: boolean }> {
  // A fresh CSRF cookie first: the server regenerates the session on login (spec section 7).
  await ensureCsrfCookie({ force: true });
  return apiClient.post('/api/fortify/login', data);
}

export function useLogin(config: MutationConfig<LoginRequest, { two_factor: boolean }> = {}) {
  return useMutation({ ...config, mutationFn: login });
}
