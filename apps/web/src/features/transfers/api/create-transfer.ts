import type { Transfer, TransferRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources, TRANSFER_CHANGES } from '../../../lib/query-keys.ts';
import { transferPaths } from '../transfers-paths.ts';

export interface CreateTransferInput {
  organisationUlid: string;
  transfer: TransferRequest;
}

/** Every field is optional: "New transfer" creates an empty draft and opens its edit screen. */
export async function createTransfer({ organisationUlid, transfer }: CreateTransferInput): Promise<Transfer> {
  const response = await apiClient.post<{ data: Transfer }>(transferPaths.list(organisationUlid), transfer);
  return response.data;
}

export function useCreateTransfer(config: MutationConfig<CreateTransferInput, Transfer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createTransfer,
    onSuccess: async (...args) => {
      await invalidateResources(queryClient, args[1].organisationUlid, TRANSFER_CHANGES);
      return config.onSuccess?.(...args);
    },
  });
}
