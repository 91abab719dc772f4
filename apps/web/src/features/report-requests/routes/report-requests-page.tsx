import { href, reportRequestListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { FileText, Upload } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { useNavigate } from 'react-router';
import { ListScreen } from '../../../components/ui/list-screen.tsx';
import { reportSourcesQueryOptions } from '../../../lib/api/get-report-sources.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { reportRequestListQueryOptions } from '../api/get-report-requests.ts';
import { useRequestReport } from '../api/request-report.ts';
import { useUploadReport } from '../api/upload-report.ts';
import { reportRequestColumns } from '../components/report-request-columns.tsx';
import { ReportRequestFilters } from '../components/report-request-filters.tsx';
import { isConnectedAmazonSource, RequestReportButton } from '../components/request-report-button.tsx';
import { RequestReportDialog } from '../components/request-report-dialog.tsx';
import { emptyRequestReport } from '../components/request-report-form-schema.ts';
import { UploadReportDialog } from '../components/upload-report-dialog.tsx';
import { emptyUploadReport } from '../components/upload-report-form-schema.ts';

type Dialog = 'upload' | 'request';

/** Report Requests (DEBUGGING): every report asked of Amazon or uploaded, and how its processing went. */
export function ReportRequestsPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const navigate = useNavigate();
  const list = useListQuery(reportRequestListQuerySchema, { defaults: { sortDesc: true } });
  const requests = useQuery(reportRequestListQueryOptions(organisationUlid, list.requestParams));
  const sources = useQuery(reportSourcesQueryOptions(organisationUlid));
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const upload = useUploadReport();
  const request = useRequestReport();
  const allSources = sources.data ?? [];
  const sourceIds = allSources.map((source) => source.id);
  const connected = allSources.filter(isConnectedAmazonSource);
  const showRequest = (id: number) =>
    navigate(href('report-requests.status', { organisation: organisationUlid, id }));

  const actions = (uploadLabel: string) =>
    editable && (
      <>
        <Button disabled={!sources.isSuccess} onClick={() => setDialog('upload')}>
          <Upload aria-hidden="true" />
          {uploadLabel}
        </Button>
        <RequestReportButton
          organisationUlid={organisationUlid}
          sources={sources.data}
          onClick={() => setDialog('request')}
        />
      </>
    );

  return (
    <ListScreen
      testId="report-requests-page"
      title="Report Requests"
      actions={actions('Upload report')}
      list={list}
      query={requests}
      search={{ label: 'Search report requests', placeholder: 'Source name' }}
      filters={<ReportRequestFilters query={list.query} sources={allSources} onChange={list.setFilters} />}
      label="Report requests"
      errorMessage="The report requests could not be loaded."
      columns={reportRequestColumns(organisationUlid)}
      rowKey={(row) => row.id}
      rowTestId="report-request-row"
      emptyMessage="No report requests yet."
      emptyIntro={{
        icon: FileText,
        text: 'A report request is one Amazon report (orders, FBA inventory, the inventory ledger) of one source and period: asked of Amazon through a connected source, or uploaded as downloaded from Seller Central. Each is then processed into your orders, SKUs and stock, and this list shows how that went, row by row.',
        action: actions('Upload a report'),
      }}
      noMatchMessage="No report request matches."
      noun="report requests"
    >
      {dialog === 'upload' && (
        <UploadReportDialog
          sources={allSources}
          defaultValues={emptyUploadReport(sourceIds)}
          onHide={() => setDialog(null)}
          onSubmit={async ({ fields, file }) => {
            const created = await upload.mutateAsync({ organisationUlid, fields, file });
            notifySuccess(`${file.name} is being processed.`, 'Report uploaded');
            await showRequest(created.id);
          }}
        />
      )}
      {dialog === 'request' && (
        <RequestReportDialog
          sources={connected}
          defaultValues={emptyRequestReport(connected.map((source) => source.id))}
          onHide={() => setDialog(null)}
          onSubmit={async (body) => {
            const created = await request.mutateAsync({ organisationUlid, request: body });
            notifySuccess('Amazon is preparing the report.', 'Report requested');
            await showRequest(created.id);
          }}
        />
      )}
    </ListScreen>
  );
}
