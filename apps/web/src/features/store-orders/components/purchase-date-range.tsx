import type { StoreOrderListQuery } from '@backoffice/shared';
import { Form } from 'react-bootstrap';
import type { ListQueryPatch } from '../../../lib/list-query-state.ts';

/** "Purchased from … to …": each end bounds the other. */
export function PurchaseDateRange({
  query,
  onChange,
}: {
  query: StoreOrderListQuery;
  onChange: (patch: ListQueryPatch<StoreOrderListQuery>) => void;
}) {
  return (
    <div className="d-flex flex-wrap align-items-center gap-1">
      <Form.Label htmlFor="store-order-filter-from" className="small mb-0 text-body-secondary">
        Purchased from
      </Form.Label>
      <Form.Control
        id="store-order-filter-from"
        type="date"
        size="sm"
        style={{ width: 'auto' }}
        value={query.from ?? ''}
        max={query.to}
        onChange={(event) => onChange({ from: event.target.value || undefined })}
      />
      <Form.Label htmlFor="store-order-filter-to" className="small mb-0 text-body-secondary">
        to
      </Form.Label>
      <Form.Control
        id="store-order-filter-to"
        type="date"
        size="sm"
        style={{ width: 'auto' }}
        value={query.to ?? ''}
        min={query.from}
        onChange={(event) => onChange({ to: event.target.value || undefined })}
      />
    </div>
  );
}
