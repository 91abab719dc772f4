import type { CreateReportRequest, ReportRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { reportRequestPaths } from '../report-requests-paths.ts';
import { storeReportRequest } from './store-report-request.ts';

export interface RequestReportInput {
  organisationUlid: string;
  request: CreateReportRequest;
}

export async function requestReport({ organisationUlid, request }: RequestReportInput) {
  const response = await apiClient.post<{ data: ReportRequest }>(
    reportRequestPaths.list(organisationUlid),
    request,
  );
  return response.data;
}

/**
 * Asks Amazon for a report of a connected source: 201 with the request at REQUESTED, then a job
 * polls Amazon and processes the document once it is ready.
 */
export function useRequestReport(config: MutationConfig<RequestReportInput, ReportRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: requestReport,
    onSuccess: async (...args) => {
      await storeReportRequest(queryClient, args[1].organisationUlid, args[0]);
      return config.onSuccess?.(...args);
    },
  });
}
