import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reportSourcesPath } from './get-report-sources.ts';

export interface DeleteReportSourceInput {
  organisation: string;
  id: number;
}

export function deleteReportSource({ organisation, id }: DeleteReportSourceInput): Promise<void> {
  return apiClient.delete(reportSourcesPath(organisation, id));
}

export function useDeleteReportSource(config: MutationConfig<DeleteReportSourceInput, void> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: deleteReportSource,
    onSuccess: (...args) => {
      const { organisation, id } = args[1];
      // Its edit screen is still mounted until the navigation lands: refetching it would only 404.
      void queryClient.invalidateQueries({
        queryKey: [...queryKeys.reportSources(organisation), id],
        refetchType: 'none',
      });
      void queryClient.invalidateQueries({ queryKey: queryKeys.reportSources(organisation), exact: true });
      // Warehouses and sales channels name their source; a deleted one must disappear from them.
      void queryClient.invalidateQueries({ queryKey: queryKeys.warehouses(organisation) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.salesChannels(organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
