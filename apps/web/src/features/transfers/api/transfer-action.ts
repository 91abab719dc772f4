import type { Transfer } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources, TRANSFER_CHANGES } from '../../../lib/query-keys.ts';
import { transferKeys } from '../transfers-keys.ts';
import { type TransferActionRoute, transferPaths } from '../transfers-paths.ts';

export interface TransferActionInput<Body> {
  organisationUlid: string;
  id: number;
  body: Body;
}

/**
 * The fetcher of one action route (`POST …/transfers/{id}/<action>`): each answers the transfer as
 * it now is, or 422 (an illegal transition names the allowed actions; a ship short of stock names
 * the items).
 */
export function transferAction<Body>(action: TransferActionRoute) {
  return async ({ organisationUlid, id, body }: TransferActionInput<Body>): Promise<Transfer> => {
    const response = await apiClient.post<{ data: Transfer }>(
      transferPaths.action(organisationUlid, id, action),
      body,
    );
    return response.data;
  };
}

/**
 * An action's mutation: the transfer's answer goes straight into its detail, then everything it
 * moves is refreshed (lists, badges, stock, its timeline and ledger), before the caller's onSuccess.
 */
export function useTransferAction<Body>(
  mutationFn: (input: TransferActionInput<Body>) => Promise<Transfer>,
  config: MutationConfig<TransferActionInput<Body>, Transfer> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn,
    onSuccess: async (...args) => {
      const [transfer, { organisationUlid, id }] = args;
      queryClient.setQueryData(transferKeys.detail(organisationUlid, id), transfer);
      await invalidateResources(queryClient, organisationUlid, TRANSFER_CHANGES);
      return config.onSuccess?.(...args);
    },
  });
}
