import {
  STOCK_STATUS_LABELS,
  STOCK_STATUSES,
  type StockListQuery,
  type StockStatus,
} from '@backoffice/shared';
import type { ReactNode } from 'react';
import { Form } from 'react-bootstrap';
import { SearchInput } from '../../../components/ui/data-table/index.ts';
import type { ListQueryState } from '../../../lib/use-list-query.ts';

const SELECT_STYLE = { width: 'auto', maxWidth: '100%' };

/** The grid's search, status and warehouse filters, and (at the end) how many SKUs there are. */
export function StockAnalysisFilters({
  list,
  warehouses,
  count,
}: {
  list: ListQueryState<StockListQuery>;
  warehouses: readonly { id: number; name: string }[];
  count: ReactNode;
}) {
  const { status, warehouse_id } = list.query;
  return (
    <>
      <SearchInput
        value={list.searchInput}
        onChange={list.setSearchInput}
        label="Search SKUs"
        placeholder="SKU or product"
      />
      <Form.Select
        size="sm"
        aria-label="Status"
        style={SELECT_STYLE}
        value={status ?? ''}
        onChange={(event) =>
          list.setFilters({ status: (event.target.value || undefined) as StockStatus | undefined })
        }
      >
        <option value="">Any status</option>
        {STOCK_STATUSES.map((candidate) => (
          <option key={candidate} value={candidate}>
            {STOCK_STATUS_LABELS[candidate]}
          </option>
        ))}
      </Form.Select>
      <Form.Select
        size="sm"
        aria-label="Warehouse"
        style={SELECT_STYLE}
        value={warehouse_id ?? ''}
        onChange={(event) =>
          list.setFilters({ warehouse_id: event.target.value ? Number(event.target.value) : undefined })
        }
      >
        <option value="">Every warehouse</option>
        {warehouses.map((warehouse) => (
          <option key={warehouse.id} value={warehouse.id}>
            {warehouse.name}
          </option>
        ))}
      </Form.Select>
      <span className="ms-auto small text-body-secondary" aria-live="polite">
        {count}
      </span>
    </>
  );
}
