import type { StockHealthJob } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { stockHealthKeys } from '../stock-health-keys.ts';
import { stockHealthPaths } from '../stock-health-paths.ts';

export interface RetryJobInput {
  organisationUlid: string;
  jobId: string;
}

export async function retryJob({ organisationUlid, jobId }: RetryJobInput): Promise<StockHealthJob> {
  const response = await apiClient.post<{ data: StockHealthJob }>(
    stockHealthPaths.retryJob(organisationUlid, jobId),
  );
  return response.data;
}

/** "Retry": runs a failed job again (admins); the health screen then shows it queued or running. */
export function useRetryJob(config: MutationConfig<RetryJobInput, StockHealthJob> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: retryJob,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: stockHealthKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
