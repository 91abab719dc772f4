import type { ReportSource, UpdateReportSourceRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reportSourcesPath } from './get-report-sources.ts';

export interface UpdateReportSourceInput {
  organisation: string;
  id: number;
  /** Only PUT's fields (spec section 7); a secret left out is kept, null clears it. */
  body: UpdateReportSourceRequest;
}

export async function updateReportSource({
  organisation,
  id,
  body,
}: UpdateReportSourceInput): Promise<ReportSource> {
  const response = await apiClient.put<{ data: ReportSource }>(reportSourcesPath(organisation, id), body);
  return response.data;
}

export function useUpdateReportSource(config: MutationConfig<UpdateReportSourceInput, ReportSource> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateReportSource,
    onSuccess: async (...args) => {
      const [updated, { organisation, id }] = args;
      queryClient.setQueryData([...queryKeys.reportSources(organisation), id], updated);
      // Warehouses and sales channels show the source's name.
      void queryClient.invalidateQueries({ queryKey: queryKeys.warehouses(organisation) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.salesChannels(organisation) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.reportSources(organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
