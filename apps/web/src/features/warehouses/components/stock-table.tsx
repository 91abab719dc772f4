import { ArrowUpDown } from 'lucide-react';
import { Button, Form } from 'react-bootstrap';
import { Pagination, SearchInput } from '../../../components/ui/data-table/index.ts';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { useWarehouseStock } from '../hooks/use-warehouse-stock.ts';
import type { AdjustTarget } from './adjust-stock-modal.tsx';
import { warehouseStockColumns } from './warehouse-stock-columns.tsx';

interface StockTableProps {
  organisationUlid: string;
  warehouseUlid: string;
  /** Absent for roles that may not change stock: no Adjust buttons then. */
  onAdjust?: (target: AdjustTarget) => void;
}

/** What the warehouse holds, per SKU; its list state (search, sort, page) lives in the URL. */
export function StockTable({ organisationUlid, warehouseUlid, onAdjust }: StockTableProps) {
  const { list, withZero, stock } = useWarehouseStock(organisationUlid, warehouseUlid);

  return (
    <>
      <div className="d-flex flex-wrap align-items-center gap-3 mb-3">
        <SearchInput
          value={list.searchInput}
          onChange={list.setSearchInput}
          label="Search stock"
          placeholder="Search SKU or ASIN…"
        />
        <Form.Check
          type="switch"
          id="stock-with-zero"
          label="Include SKUs at zero"
          checked={withZero}
          onChange={(event) => list.setFilters({ in_stock: event.target.checked ? 'all' : undefined })}
        />
        {onAdjust && (
          <Button variant="primary" className="ms-auto" onClick={() => onAdjust({ sku: null })}>
            <ArrowUpDown aria-hidden="true" />
            Adjust stock
          </Button>
        )}
      </div>
      <QueryTable
        label="Stock"
        query={stock}
        errorMessage="The stock could not be loaded."
        columns={warehouseStockColumns(organisationUlid, onAdjust)}
        rowKey={(item) => item.sku.id}
        rowTestId="stock-row"
        emptyMessage={
          list.query.search
            ? 'No SKU matches.'
            : withZero
              ? 'No stock here yet. Receipts, transfers and adjustments fill it.'
              : 'Nothing in stock here. Receipts, transfers and adjustments fill it; "Include SKUs at zero" shows the rest.'
        }
        sort={{ sort: list.query.sort, sortDesc: list.query.sortDesc, onSort: list.toggleSort }}
      />
      <Pagination
        meta={stock.data?.meta}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        noun="SKUs"
      />
    </>
  );
}
