import { REPORT_TYPE_LABELS, type ReportRequest } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Card, Row } from 'react-bootstrap';
import { ReportRequestStatusBadge } from '../../../components/report-requests/report-request-status-badge.tsx';
import { DetailField } from '../../../components/ui/detail-field.tsx';
import { referenceQueryOptions } from '../../../lib/api/get-reference.ts';
import {
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatPeriod,
  requestDuration,
} from './report-request-format.ts';

/** Where the document came from: the uploaded file, or Amazon's report id once Amazon gave one. */
function Origin({ request }: { request: ReportRequest }) {
  if (request.origin === 'upload') {
    return (
      <>
        Uploaded: <span className="text-break">{request.file_name ?? 'a file'}</span>
        {request.file_size !== null && (
          <span className="text-body-secondary"> ({formatFileSize(request.file_size)})</span>
        )}
      </>
    );
  }
  return (
    <>
      Requested from Amazon
      {request.marketplace_report_id && (
        <div className="small text-body-secondary text-break">Report {request.marketplace_report_id}</div>
      )}
    </>
  );
}

/** Amazon's marketplace ids by their names (Amazon.de), the id itself for one we do not know. */
function MarketplaceNames({ ids }: { ids: readonly string[] }) {
  const reference = useQuery(referenceQueryOptions());
  if (ids.length === 0) return <>—</>;
  const names = new Map(
    reference.data?.marketplaces.map((marketplace) => [marketplace.mws_id, marketplace.name]),
  );
  return (
    <span className="text-break" title={ids.join(', ')}>
      {ids.map((id) => names.get(id) ?? id).join(', ')}
    </span>
  );
}

/**
 * The marketplaces the request is of: once processing has read its rows, every sales channel
 * (marketplace) they name, each with its rows on hover; before that (or for report types whose
 * rows name none), the marketplaces it was asked for.
 */
function Marketplaces({ request }: { request: ReportRequest }) {
  if (request.sales_channels.length === 0) return <MarketplaceNames ids={request.marketplace_ids} />;
  return (
    <span className="text-break" data-testid="report-request-sales-channels">
      {request.sales_channels.map((channel, index) => (
        <Fragment key={channel.name}>
          {index > 0 && ', '}
          <span title={`${channel.rows.toLocaleString()} ${channel.rows === 1 ? 'row' : 'rows'}`}>
            {channel.name}
          </span>
        </Fragment>
      ))}
    </span>
  );
}

/** The request's summary card: what, of which source and period, and when each step happened. */
export function ReportRequestSummary({ request }: { request: ReportRequest }) {
  const processing =
    request.processing_started_at && request.processed_at
      ? formatDuration(Date.parse(request.processed_at) - Date.parse(request.processing_started_at))
      : '—';
  return (
    <Card className="mb-4" data-testid="report-request-summary">
      <Card.Body>
        <Row className="gy-3">
          <DetailField label="Status" lg={3}>
            <ReportRequestStatusBadge status={request.status} />
          </DetailField>
          <DetailField label="Source" lg={3}>
            {request.report_source_name}
          </DetailField>
          <DetailField label="Type" lg={3}>
            {REPORT_TYPE_LABELS[request.report_type]}
          </DetailField>
          <DetailField label="Origin" lg={3}>
            <Origin request={request} />
          </DetailField>
          <DetailField label="Period" lg={3}>
            {formatPeriod(request)}
          </DetailField>
          <DetailField
            label={request.sales_channels.length > 0 ? 'Marketplaces in the file' : 'Marketplaces'}
            lg={3}
          >
            <Marketplaces request={request} />
          </DetailField>
          <DetailField label="Requested" lg={3}>
            {formatDateTime(request.requested_at)}
          </DetailField>
          <DetailField label="Processed" lg={3}>
            {formatDateTime(request.processed_at)}
          </DetailField>
          <DetailField label="Processing took" lg={3}>
            {processing}
          </DetailField>
          <DetailField label="In all" lg={3}>
            {requestDuration(request)}
          </DetailField>
        </Row>
      </Card.Body>
    </Card>
  );
}
