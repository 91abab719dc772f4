import type { ReportRequest } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { reportRequestPaths } from '../report-requests-paths.ts';
import type { ReportRequestActionInput } from './process-report-request.ts';
import { storeReportRequest } from './store-report-request.ts';

export async function checkReportStatus({ organisationUlid, id }: ReportRequestActionInput) {
  const response = await apiClient.post<{ data: ReportRequest }>(
    reportRequestPaths.status(organisationUlid, id),
  );
  return response.data;
}

/**
 * "Check status now": asks Amazon at once instead of at the next scheduled poll (202). The
 * answer is the request as it was; the live view shows the change when the job has asked.
 */
export function useCheckReportStatus(config: MutationConfig<ReportRequestActionInput, ReportRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: checkReportStatus,
    onSuccess: async (...args) => {
      await storeReportRequest(queryClient, args[1].organisationUlid, args[0]);
      return config.onSuccess?.(...args);
    },
  });
}
