import type { ReportRequest, UploadReportRequestFields } from '@backoffice/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '../../../lib/api-client.ts';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import { reportRequestPaths } from '../report-requests-paths.ts';
import { storeReportRequest } from './store-report-request.ts';

export interface UploadReportInput {
  organisationUlid: string;
  fields: UploadReportRequestFields;
  file: File;
}

/**
 * Uploads a report as downloaded from Seller Central. The text fields go before the file part:
 * the server streams the file to storage as it arrives and reads the parts in order.
 */
export async function uploadReport({ organisationUlid, fields, file }: UploadReportInput) {
  const body = new FormData();
  body.append('report_source_id', String(fields.report_source_id));
  body.append('report_type', fields.report_type);
  if (fields.marketplace_id) body.append('marketplace_id', fields.marketplace_id);
  body.append('file', file);
  const response = await apiClient.post<{ data: ReportRequest }>(
    reportRequestPaths.list(organisationUlid),
    body,
  );
  return response.data;
}

/** 201 with the request at DONE; the server processes it in the background. */
export function useUploadReport(config: MutationConfig<UploadReportInput, ReportRequest> = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...config,
    mutationFn: uploadReport,
    onSuccess: async (...args) => {
      await storeReportRequest(queryClient, args[1].organisationUlid, args[0]);
      return config.onSuccess?.(...args);
    },
  });
}
