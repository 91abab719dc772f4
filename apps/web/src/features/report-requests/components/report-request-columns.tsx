import { href, REPORT_TYPE_LABELS, type ReportRequest } from '@backoffice/shared';
import { Link } from 'react-router';
import { ReportRequestStatusBadge } from '../../../components/report-requests/report-request-status-badge.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { formatDateTime, formatPeriod, requestDuration } from './report-request-format.ts';
import { ReportRequestWarningMarker } from './report-request-warnings.tsx';

/** Rows read / written / failed, the failed ones red when there are any. */
function RowCounts({ request }: { request: ReportRequest }) {
  return (
    <span className="text-nowrap" data-testid="report-request-rows">
      {request.rows_parsed.toLocaleString()} / {request.rows_written.toLocaleString()} /{' '}
      <span className={request.rows_failed > 0 ? 'text-danger-emphasis fw-semibold' : undefined}>
        {request.rows_failed.toLocaleString()}
      </span>
    </span>
  );
}

/** The report request list's columns; sortable ones name their REPORT_REQUEST_SORTS value. */
export function reportRequestColumns(organisationUlid: string): DataTableColumn<ReportRequest>[] {
  return [
    {
      key: 'id',
      header: 'Request',
      sortKey: 'id',
      cell: (request) => (
        <>
          <Link
            to={href('report-requests.status', { organisation: organisationUlid, id: request.id })}
            className="fw-semibold"
          >
            #{request.id}
          </Link>
          <div className="small text-body-secondary text-break">
            {request.origin === 'upload' ? (request.file_name ?? 'Uploaded file') : 'Requested from Amazon'}
          </div>
        </>
      ),
    },
    { key: 'source', header: 'Source', cell: (request) => request.report_source_name },
    {
      key: 'report_type',
      header: 'Type',
      sortKey: 'report_type',
      cell: (request) => REPORT_TYPE_LABELS[request.report_type],
    },
    { key: 'period', header: 'Period', cell: formatPeriod },
    {
      key: 'status',
      header: 'Status',
      sortKey: 'status',
      cell: (request) => (
        <span className="d-inline-flex flex-wrap align-items-center gap-1">
          <ReportRequestStatusBadge status={request.status} />
          <ReportRequestWarningMarker request={request} />
        </span>
      ),
    },
    {
      key: 'rows',
      header: (
        <>
          Rows <span className="fw-normal small">(read / written / failed)</span>
        </>
      ),
      align: 'end',
      cell: (request) => <RowCounts request={request} />,
    },
    {
      key: 'requested_at',
      header: 'Requested',
      sortKey: 'requested_at',
      cell: (request) => formatDateTime(request.requested_at),
    },
    { key: 'duration', header: 'Duration', align: 'end', cell: requestDuration },
  ];
}
