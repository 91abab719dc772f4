import type { Transfer, TransferRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources, TRANSFER_CHANGES } from '../../../lib/query-keys.ts';
import { transferKeys } from '../transfers-keys.ts';
import { transferPaths } from '../transfers-paths.ts';

export interface UpdateTransferInput {
  organisationUlid: string;
  id: number;
  /** `items`, when sent, is the whole list (upserted by ulid); `status` alone is a status move. */
  transfer: TransferRequest;
}

export async function updateTransfer({
  organisationUlid,
  id,
  transfer,
}: UpdateTransferInput): Promise<Transfer> {
  const response = await apiClient.put<{ data: Transfer }>(
    transferPaths.detail(organisationUlid, id),
    transfer,
  );
  return response.data;
}

export function useUpdateTransfer(config: MutationConfig<UpdateTransferInput, Transfer> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateTransfer,
    onSuccess: async (...args) => {
      const [transfer, { organisationUlid, id }] = args;
      // The answer is the transfer as saved: the screen shows it at once, the refetch confirms it.
      queryClient.setQueryData(transferKeys.detail(organisationUlid, id), transfer);
      await invalidateResources(queryClient, organisationUlid, TRANSFER_CHANGES);
      return config.onSuccess?.(...args);
    },
  });
}
