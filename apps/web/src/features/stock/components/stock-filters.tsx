import {
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockListQuery,
  type StockStatus,
} from '@backoffice/shared';
import { Form } from 'react-bootstrap';
import type { ListQueryPatch } from '../../../lib/list-query-state.ts';

const SELECT_STYLE = { width: 'auto', maxWidth: '100%' };

/** The Stock list's filters beside its search box; each change goes to the URL through the caller. */
export function StockFilters({
  query,
  warehouses,
  onChange,
}: {
  query: StockListQuery;
  warehouses: readonly { id: number; name: string }[];
  onChange: (patch: ListQueryPatch<StockListQuery>) => void;
}) {
  return (
    <>
      <Form.Select
        size="sm"
        aria-label="Status"
        style={SELECT_STYLE}
        value={query.status ?? ''}
        onChange={(event) =>
          onChange({ status: (event.target.value || undefined) as StockStatus | undefined })
        }
      >
        <option value="">Any status</option>
        {STOCK_STATUSES.map((status) => (
          <option key={status} value={status}>
            {STOCK_STATUS_LABELS[status]}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label="Warehouse"
        style={SELECT_STYLE}
        value={query.warehouse_id ?? ''}
        onChange={(event) =>
          onChange({ warehouse_id: event.target.value ? Number(event.target.value) : undefined })
        }
      >
        <option value="">Every warehouse</option>
        {warehouses.map((warehouse) => (
          <option key={warehouse.id} value={warehouse.id}>
            {warehouse.name}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label="In stock"
        style={SELECT_STYLE}
        value={query.in_stock ?? ''}
        onChange={(event) =>
          onChange({ in_stock: (event.target.value || undefined) as 'true' | 'false' | undefined })
        }
      >
        <option value="">In stock or not</option>
        <option value="true">In stock</option>
        <option value="false">Out of stock</option>
      </Form.Select>
    </>
  );
}
