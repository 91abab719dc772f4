import type { ReportSource, UpdateReportSourceRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { invalidateResources } from '../../../lib/query-keys.ts';
import { reportSourceKeys } from '../report-sources-keys.ts';
import { reportSourcePaths } from '../report-sources-paths.ts';

export interface UpdateReportSourceInput {
  organisationUlid: string;
  id: number;
  /** Only PUT's fields (spec section 7); a secret left out is kept, null clears it. */
  body: UpdateReportSourceRequest;
}

export async function updateReportSource({
  organisationUlid,
  id,
  body,
}: UpdateReportSourceInput): Promise<ReportSource> {
  const response = await apiClient.put<{ data: ReportSource }>(
    reportSourcePaths.detail(organisationUlid, id),
    body,
  );
  return response.data;
}

export function useUpdateReportSource(config: MutationConfig<UpdateReportSourceInput, ReportSource> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: updateReportSource,
    onSuccess: async (...args) => {
      const [updated, { organisationUlid, id }] = args;
      queryClient.setQueryData(reportSourceKeys.detail(organisationUlid, id), updated);
      // Warehouses and sales channels show the source's name.
      void invalidateResources(queryClient, organisationUlid, ['warehouses', 'sales-channels']);
      await queryClient.invalidateQueries({ queryKey: reportSourceKeys.all(organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
