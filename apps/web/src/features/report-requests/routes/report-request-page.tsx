import { href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { reportRequestQueryOptions } from '../api/get-report-request.ts';
import { useReportRequestAction } from '../api/report-request-action.ts';
import { ProcessAgainDialog } from '../components/process-again-dialog.tsx';
import { ReportRequestActions } from '../components/report-request-actions.tsx';
import { ReportRequestCounts } from '../components/report-request-counts.tsx';
import { ReportRequestOutcome } from '../components/report-request-outcome.tsx';
import { ReportRequestProblems } from '../components/report-request-problems.tsx';
import { ReportRequestProgress } from '../components/report-request-progress.tsx';
import { ReportRequestSummary } from '../components/report-request-summary.tsx';
import { ReportRequestWarnings } from '../components/report-request-warnings.tsx';
import { reportRequestPaths } from '../report-requests-paths.ts';

/**
 * One report request (routes report-requests.status and report-requests.process, one screen): a
 * live view until it is final, then what it wrote and the rows it could not read.
 */
export function ReportRequestPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const id = useRouteId();
  const editable = can('editOperationalData');
  const request = useQuery(reportRequestQueryOptions(organisationUlid, id));
  const [confirming, setConfirming] = useState(false);
  const processAgain = useReportRequestAction({
    onSuccess: () => {
      setConfirming(false);
      notifySuccess('The report is being processed again.', `Report request #${id}`);
    },
  });
  const checkStatus = useReportRequestAction({
    onSuccess: () => notifySuccess('Amazon is being asked now.', `Report request #${id}`),
  });
  const listPath = href('report-requests', { organisation: organisationUlid });

  if (!request.isSuccess) {
    return (
      <PageState
        title={`Report request #${id}`}
        query={request}
        loading="Loading report request…"
        error="The report request could not be loaded."
        notFound="This report request does not exist."
      >
        <Link to={listPath}>Back to report requests</Link>
      </PageState>
    );
  }
  const data = request.data;

  return (
    <div data-testid="report-request-page">
      <PageHeader title={`Report request #${id}`}>
        <div className="d-flex flex-wrap gap-2">
          <Link to={listPath} className="btn btn-outline-secondary">
            All report requests
          </Link>
          <ReportRequestActions
            request={data}
            documentPath={reportRequestPaths.document(organisationUlid, id)}
            editable={editable}
            checking={checkStatus.isPending}
            onProcessAgain={() => setConfirming(true)}
            onCheckStatus={() => checkStatus.mutate({ organisationUlid, id, action: 'status' })}
          />
        </div>
      </PageHeader>
      <ReportRequestOutcome request={data} />
      <ReportRequestWarnings request={data} />
      <ReportRequestSummary request={data} />
      <ReportRequestProgress request={data} />
      <ReportRequestCounts organisationUlid={organisationUlid} request={data} />
      <ReportRequestProblems request={data} />
      {confirming && (
        <ProcessAgainDialog
          pending={processAgain.isPending}
          onHide={() => setConfirming(false)}
          onConfirm={() => processAgain.mutate({ organisationUlid, id, action: 'process' })}
        />
      )}
    </div>
  );
}
