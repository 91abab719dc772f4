import type { Transfer, TransferRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources, TRANSFER_CHANGES } from '../../../lib/query-keys.ts';
import { transferKeys } from '../transfers-keys.ts';
import { transferPaths } from '../transfers-paths.ts';

export interface CreateTransferInput {
  organisationUlid: string;
  transfer: TransferRequest;
}

/**
 * The new-transfer form's first save: the transfer exists from here on, with everything the form
 * held. A request with nothing in it is refused (422 `transfers.empty`), as is any invalid one,
 * and then nothing is written (issue 28).
 */
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
      const [transfer, { organisationUlid }] = args;
      // The answer is the transfer as saved: its page shows it at once.
      queryClient.setQueryData(transferKeys.detail(organisationUlid, transfer.id), transfer);
      await invalidateResources(queryClient, organisationUlid, TRANSFER_CHANGES);
      return config.onSuccess?.(...args);
    },
  });
}
