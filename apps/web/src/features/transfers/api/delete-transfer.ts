import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateAfterDelete, TRANSFER_CHANGES } from '../../../lib/query-keys.ts';
import { transferKeys } from '../transfers-keys.ts';
import { transferPaths } from '../transfers-paths.ts';

export interface DeleteTransferInput {
  organisationUlid: string;
  id: number;
}

/** Drafts only (the server refuses the rest with 422): nothing has moved yet. */
export function deleteTransfer({ organisationUlid, id }: DeleteTransferInput): Promise<void> {
  return apiClient.delete(transferPaths.detail(organisationUlid, id));
}

export function useDeleteTransfer(config: MutationConfig<DeleteTransferInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteTransfer,
    onSuccess: async (...args) => {
      const { organisationUlid, id } = args[1];
      await invalidateAfterDelete(
        queryClient,
        organisationUlid,
        transferKeys.detail(organisationUlid, id),
        TRANSFER_CHANGES,
      );
      return config.onSuccess?.(...args);
    },
  });
}
