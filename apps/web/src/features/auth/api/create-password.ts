import type { CreatePasswordRequest, StatusResponse } from '@backoffice/shared';
import { useMutation } from '@tanstack/react-query';
import { apiClient, ensureCsrfCookie } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';

/** An invited user sets a password; the server signs them in, so the session is renewed like login. */
export async function createPassword(data: CreatePasswordRequest): Promise<StatusResponse> {
  await ensureCsrfCookie({ force: true });
  return apiClient.post('/api/signup/create-password', data);
}

export function useCreatePassword(config: MutationConfig<CreatePasswordRequest, StatusResponse> = {}) {
  return useMutation({ ...config, mutationFn: createPassword });
}
