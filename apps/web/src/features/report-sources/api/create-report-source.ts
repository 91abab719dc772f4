import type { CreateReportSourceRequest, ReportSource } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { reportSourcesPath } from './get-report-sources.ts';

export interface CreateReportSourceInput {
  organisation: string;
  body: CreateReportSourceRequest;
}

export async function createReportSource({
  organisation,
  body,
}: CreateReportSourceInput): Promise<ReportSource> {
  const response = await apiClient.post<{ data: ReportSource }>(reportSourcesPath(organisation), body);
  return response.data;
}

export function useCreateReportSource(config: MutationConfig<CreateReportSourceInput, ReportSource> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: createReportSource,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.reportSources(args[1].organisation) });
      return config.onSuccess?.(...args);
    },
  });
}
