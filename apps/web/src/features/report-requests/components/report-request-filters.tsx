import {
  REPORT_REQUEST_STATUSES,
  REPORT_TYPE_LABELS,
  REPORT_TYPES,
  type ReportRequestListQuery,
  type ReportRequestStatus,
  type ReportSource,
  type ReportType,
} from '@backoffice/shared';
import { Form } from 'react-bootstrap';
import { REPORT_REQUEST_STATUS_LABELS } from '../../../components/report-requests/report-request-status-badge.tsx';
import type { ListQueryPatch } from '../../../lib/list-query-state.ts';

const SELECT_STYLE = { width: 'auto', maxWidth: '100%' };

/** The report request list's filters beside its search box; each change is written to the URL by the caller. */
export function ReportRequestFilters({
  query,
  sources,
  onChange,
}: {
  query: ReportRequestListQuery;
  sources: readonly ReportSource[];
  onChange: (patch: ListQueryPatch<ReportRequestListQuery>) => void;
}) {
  return (
    <>
      <Form.Select
        size="sm"
        aria-label="Report source"
        style={SELECT_STYLE}
        value={query.report_source_id ?? ''}
        onChange={(event) =>
          onChange({ report_source_id: event.target.value ? Number(event.target.value) : undefined })
        }
      >
        <option value="">Any source</option>
        {sources.map((source) => (
          <option key={source.id} value={source.id}>
            {source.name}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label="Report type"
        style={SELECT_STYLE}
        value={query.report_type ?? ''}
        onChange={(event) =>
          onChange({ report_type: (event.target.value || undefined) as ReportType | undefined })
        }
      >
        <option value="">Any type</option>
        {REPORT_TYPES.map((type) => (
          <option key={type} value={type}>
            {REPORT_TYPE_LABELS[type]}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label="Status"
        style={SELECT_STYLE}
        value={query.status ?? ''}
        onChange={(event) =>
          onChange({ status: (event.target.value || undefined) as ReportRequestStatus | undefined })
        }
      >
        <option value="">Any status</option>
        {REPORT_REQUEST_STATUSES.map((status) => (
          <option key={status} value={status}>
            {REPORT_REQUEST_STATUS_LABELS[status]}
          </option>
        ))}
      </Form.Select>
      <Form.Check
        type="switch"
        id="report-request-filter-problems"
        label="Problems only"
        checked={query.problems === true}
        onChange={(event) => onChange({ problems: event.target.checked ? true : undefined })}
      />
    </>
  );
}
