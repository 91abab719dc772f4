import { SHIPMENT_STATUSES, type ShipmentListQuery, type ShipmentStatus } from '@backoffice/shared';
import { Form } from 'react-bootstrap';
import type { ListQueryPatch } from '../../../lib/list-query-state.ts';
import { SHIPMENT_STATUS_LABELS } from './shipment-status-badge.tsx';

/** The shipment list's filters beside its search box; each change is written to the URL by the caller. */
export function ShipmentFilters({
  query,
  onChange,
}: {
  query: ShipmentListQuery;
  onChange: (patch: ListQueryPatch<ShipmentListQuery>) => void;
}) {
  const linked = query.linked === undefined ? '' : String(query.linked);
  return (
    <>
      <Form.Select
        size="sm"
        className="w-auto"
        aria-label="Status"
        value={query.status?.length === 1 ? query.status[0] : ''}
        onChange={(event) =>
          onChange({ status: event.target.value ? [event.target.value as ShipmentStatus] : undefined })
        }
      >
        <option value="">Any status</option>
        {SHIPMENT_STATUSES.map((status) => (
          <option key={status} value={status}>
            {SHIPMENT_STATUS_LABELS[status]}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        className="w-auto"
        aria-label="Transfer"
        value={linked}
        onChange={(event) =>
          onChange({ linked: event.target.value === '' ? undefined : event.target.value === 'true' })
        }
      >
        <option value="">With or without transfer</option>
        <option value="true">Imported as transfer</option>
        <option value="false">Not imported</option>
      </Form.Select>
      <Form.Control
        size="sm"
        className="w-auto"
        style={{ maxWidth: '9rem' }}
        aria-label="Destination FC"
        placeholder="FC code"
        value={query.destination_fulfillment_center ?? ''}
        onChange={(event) =>
          onChange({ destination_fulfillment_center: event.target.value.trim().toUpperCase() || undefined })
        }
      />
    </>
  );
}
