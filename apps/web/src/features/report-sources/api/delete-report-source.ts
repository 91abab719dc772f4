import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateAfterDelete } from '../../../lib/query-keys.ts';
import { reportSourceKeys } from '../report-sources-keys.ts';
import { reportSourcePaths } from '../report-sources-paths.ts';

export interface DeleteReportSourceInput {
  organisationUlid: string;
  id: number;
}

export function deleteReportSource({ organisationUlid, id }: DeleteReportSourceInput): Promise<void> {
  return apiClient.delete(reportSourcePaths.detail(organisationUlid, id));
}

export function useDeleteReportSource(config: MutationConfig<DeleteReportSourceInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteReportSource,
    onSuccess: async (...args) => {
      const { organisationUlid, id } = args[1];
      // Warehouses and sales channels name their source; a deleted one must disappear from them.
      await invalidateAfterDelete(
        queryClient,
        organisationUlid,
        reportSourceKeys.detail(organisationUlid, id),
        ['report-sources', 'warehouses', 'sales-channels'],
      );
      return config.onSuccess?.(...args);
    },
  });
}
