import type { CreateDisputeRequest, Dispute } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import { disputePaths } from '../disputes-paths.ts';

/** What a dispute's change shows in: the disputes (list, totals, candidates) and the sidebar badge. */
export const DISPUTE_CHANGES = ['disputes', 'counts'] as const;

export interface OpenDisputeInput {
  organisationUlid: string;
  body: CreateDisputeRequest;
}

export function useOpenDispute(config: MutationConfig<OpenDisputeInput, Dispute> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: async ({ organisationUlid, body }: OpenDisputeInput) =>
      (await apiClient.post<{ data: Dispute }>(disputePaths.list(organisationUlid), body)).data,
    onSuccess: async (...args) => {
      await invalidateResources(queryClient, args[1].organisationUlid, DISPUTE_CHANGES);
      return config.onSuccess?.(...args);
    },
  });
}
