import type { InventoryByDateQuery } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Form } from 'react-bootstrap';
import { warehouseOptionsQueryOptions } from '../../../lib/api/get-warehouse-options.ts';
import type { ListQueryPatch } from '../../../lib/list-query-state.ts';

/** The day (default today) and the warehouse, beside the search box; both are kept in the URL. */
export function InventoryByDateFilters({
  organisationUlid,
  query,
  shownDate,
  onChange,
}: {
  organisationUlid: string;
  query: InventoryByDateQuery;
  /** The day the list answers: the URL's, else the server's today. */
  shownDate: string;
  onChange: (patch: ListQueryPatch<InventoryByDateQuery>) => void;
}) {
  const warehouses = useQuery(warehouseOptionsQueryOptions(organisationUlid));
  return (
    <>
      <Form.Control
        type="date"
        aria-label="Stock on"
        style={{ width: 'auto' }}
        value={query.date ?? shownDate}
        min="1900-01-01"
        max="2999-12-31"
        // A half-typed day is empty here: only whole days reach the URL.
        onChange={(event) => {
          if (event.target.value) onChange({ date: event.target.value });
        }}
      />
      <Form.Select
        aria-label="Warehouse"
        style={{ width: 'auto', maxWidth: '100%' }}
        value={query.warehouse_id ?? ''}
        onChange={(event) =>
          onChange({ warehouse_id: event.target.value === '' ? undefined : Number(event.target.value) })
        }
      >
        <option value="">Every warehouse</option>
        {(warehouses.data ?? []).map((warehouse) => (
          <option key={warehouse.id} value={warehouse.id}>
            {warehouse.name}
          </option>
        ))}
      </Form.Select>
    </>
  );
}
