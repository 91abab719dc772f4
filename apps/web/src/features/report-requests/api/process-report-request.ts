import type { ReportRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { reportRequestPaths } from '../report-requests-paths.ts';
import { storeReportRequest } from './store-report-request.ts';

export interface ReportRequestActionInput {
  organisationUlid: string;
  id: number;
}

export async function processReportRequest({ organisationUlid, id }: ReportRequestActionInput) {
  const response = await apiClient.post<{ data: ReportRequest }>(
    reportRequestPaths.process(organisationUlid, id),
  );
  return response.data;
}

/**
 * "Process again": 202 with the request back at DONE and its counters at zero; its screen polls
 * again from there. 422 while it is being processed or before its document exists.
 */
export function useProcessReportRequest(
  config: MutationConfig<ReportRequestActionInput, ReportRequest> = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: processReportRequest,
    onSuccess: async (...args) => {
      await storeReportRequest(queryClient, args[1].organisationUlid, args[0]);
      return config.onSuccess?.(...args);
    },
  });
}
