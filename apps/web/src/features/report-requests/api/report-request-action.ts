import type { ReportRequest } from '@backoffice/shared';
import type { MutationConfig } from '../../../lib/mutation-config.ts';
import {
  type RecordActionInput,
  type RecordActions,
  useRecordAction,
} from '../../../lib/use-record-action.ts';
import { reportRequestPaths } from '../report-requests-paths.ts';
import { storeReportRequest } from './store-report-request.ts';

/**
 * "Process again" (`process`): 202 with the request back at DONE and its counters at zero; its
 * screen polls again from there; 422 while it is being processed or before its document exists.
 * "Check status now" (`status`): asks Amazon at once instead of at the next scheduled poll (202);
 * the answer is the request as it was, and the live view shows the change once the job has asked.
 */
export type ReportRequestActionBodies = { process: undefined; status: undefined };

export type ReportRequestActionInput = RecordActionInput<ReportRequestActionBodies>;

const REPORT_REQUEST_ACTIONS: RecordActions<ReportRequest, ReportRequestActionBodies> = {
  path: reportRequestPaths.action,
  settle: (queryClient, request, { organisationUlid }) =>
    storeReportRequest(queryClient, organisationUlid, request),
};

export function useReportRequestAction(config: MutationConfig<ReportRequestActionInput, ReportRequest> = {}) {
  return useRecordAction(REPORT_REQUEST_ACTIONS, config);
}
