import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { stockHealthKeys } from '../stock-health-keys.ts';
import { stockHealthPaths } from '../stock-health-paths.ts';

export interface SyncSourceInput {
  organisationUlid: string;
  reportSourceId: number;
}

export async function syncSource({ organisationUlid, reportSourceId }: SyncSourceInput): Promise<void> {
  await apiClient.post(stockHealthPaths.syncSource(organisationUlid, reportSourceId));
}

/**
 * "Sync now": queues what the daily sync does for a connected Amazon source; the screen's own
 * refresh then shows the sync starting and its reports arriving.
 */
export function useSyncSource(config: MutationConfig<SyncSourceInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: syncSource,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: stockHealthKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
