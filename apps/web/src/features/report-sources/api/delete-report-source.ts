import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
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
    onSuccess: (...args) => {
      const { organisationUlid, id } = args[1];
      // Its edit screen is still mounted until the navigation lands: refetching it would only 404.
      void queryClient.invalidateQueries({
        queryKey: reportSourceKeys.detail(organisationUlid, id),
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: reportSourceKeys.lists(organisationUlid) });
      // Warehouses and sales channels name their source; a deleted one must disappear from them.
      void invalidateResources(queryClient, organisationUlid, ['warehouses', 'sales-channels']);
      return config.onSuccess?.(...args);
    },
  });
}
