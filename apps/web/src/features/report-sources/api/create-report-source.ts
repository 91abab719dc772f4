import type { CreateReportSourceRequest, ReportSource } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { reportSourceKeys } from '../report-sources-keys.ts';
import { reportSourcePaths } from '../report-sources-paths.ts';

export interface CreateReportSourceInput {
  organisationUlid: string;
  body: CreateReportSourceRequest;
}

export async function createReportSource({
  organisationUlid,
  body,
}: CreateReportSourceInput): Promise<ReportSource> {
  const response = await apiClient.post<{ data: ReportSource }>(
    reportSourcePaths.list(organisationUlid),
    body,
  );
  return response.data;
}

export function useCreateReportSource(config: MutationConfig<CreateReportSourceInput, ReportSource> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createReportSource,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: reportSourceKeys.all(args[1].organisationUlid) });
      return config.onSuccess?.(...args);
    },
  });
}
