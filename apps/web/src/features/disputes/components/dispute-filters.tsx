import {
  DISPUTE_KIND_LABELS,
  DISPUTE_KINDS,
  DISPUTE_STATUS_LABELS,
  DISPUTE_STATUSES,
  type DisputeKind,
  type DisputeListQuery,
  type DisputeStatus,
} from '@backoffice/shared';
import { Button, Form } from 'react-bootstrap';
import type { ListQueryPatch } from '../../../lib/list-query-state.ts';

const SELECT_STYLE = { width: 'auto', maxWidth: '100%' };

/**
 * The disputes list's filters beside its search box: status (or "Needing action"), kind, and the
 * transfer a link filtered it by, with a button to clear that.
 */
export function DisputeFilters({
  query,
  onChange,
}: {
  query: DisputeListQuery;
  onChange: (patch: ListQueryPatch<DisputeListQuery>) => void;
}) {
  return (
    <>
      <Form.Select
        size="sm"
        aria-label="Status"
        style={SELECT_STYLE}
        value={query.needs_action ? 'needs_action' : (query.status ?? '')}
        onChange={(event) => {
          const value = event.target.value;
          onChange({
            needs_action: value === 'needs_action' ? true : undefined,
            status: value && value !== 'needs_action' ? (value as DisputeStatus) : undefined,
          });
        }}
      >
        <option value="">Any status</option>
        <option value="needs_action">Needing action</option>
        {DISPUTE_STATUSES.map((status) => (
          <option key={status} value={status}>
            {DISPUTE_STATUS_LABELS[status]}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label="Kind"
        style={SELECT_STYLE}
        value={query.kind ?? ''}
        onChange={(event) => onChange({ kind: (event.target.value || undefined) as DisputeKind | undefined })}
      >
        <option value="">Every kind</option>
        {DISPUTE_KINDS.map((kind) => (
          <option key={kind} value={kind}>
            {DISPUTE_KIND_LABELS[kind]}
          </option>
        ))}
      </Form.Select>
      {query.transfer_id !== undefined && (
        <Button size="sm" variant="outline-secondary" onClick={() => onChange({ transfer_id: undefined })}>
          Transfer #{query.transfer_id} ×<span className="visually-hidden"> (clear this filter)</span>
        </Button>
      )}
    </>
  );
}
