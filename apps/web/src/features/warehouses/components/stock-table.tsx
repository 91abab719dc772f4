import { href, type WarehouseStockItem, warehouseStockQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { ArrowUpDown } from 'lucide-react';
import { Badge, Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { type DataTableColumn, Pagination, SearchInput } from '../../../components/ui/data-table/index.ts';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { formatDateTime } from '../../../lib/dates.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { warehouseStockQueryOptions } from '../api/get-warehouse-stock.ts';
import type { AdjustTarget } from './adjust-stock-modal.tsx';

interface StockTableProps {
  organisationUlid: string;
  warehouseUlid: string;
  /** Absent for roles that may not change stock: no Adjust buttons then. */
  onAdjust?: (target: AdjustTarget) => void;
}

function columns(organisationUlid: string, onAdjust: StockTableProps['onAdjust']) {
  const list: DataTableColumn<WarehouseStockItem>[] = [
    {
      key: 'sku',
      header: 'SKU',
      sortKey: 'sku_id',
      cell: (item) => (
        <>
          <Link
            to={href('skus.show', { organisation: organisationUlid, id: item.sku.id })}
            className="fw-semibold"
          >
            {item.sku.sku_id}
          </Link>
          {item.sku.display_name !== item.sku.sku_id && (
            <div className="small text-body-secondary">{item.sku.display_name}</div>
          )}
        </>
      ),
    },
    { key: 'asin', header: 'ASIN', cell: (item) => item.sku.asin ?? '–' },
    {
      key: 'quantity',
      header: 'Quantity',
      sortKey: 'quantity',
      align: 'end',
      cell: (item) => <span data-testid="stock-quantity">{item.quantity.toLocaleString()}</span>,
    },
    {
      // What the marketplace or 3PL last reported, beside the ledger's figure, for reconciliation.
      key: 'inventory_cache',
      header: 'Reported',
      align: 'end',
      cell: (item) => (item.inventory_cache === null ? '–' : item.inventory_cache.toLocaleString()),
    },
    {
      key: 'out_of_stock_date',
      // Out of stock: the day it ran out. In stock: the day the latest forecast runs it out.
      header: 'Out of stock',
      cell: (item) =>
        !item.out_of_stock_date ? (
          '–'
        ) : item.quantity <= 0 ? (
          <Badge bg="danger">since {item.out_of_stock_date}</Badge>
        ) : (
          <span title="Projected by the latest forecast">expected {item.out_of_stock_date}</span>
        ),
    },
    {
      key: 'updated_at',
      header: 'Last change',
      sortKey: 'updated_at',
      cell: (item) => formatDateTime(item.updated_at),
    },
  ];
  if (onAdjust) {
    list.push({
      key: 'actions',
      header: <span className="visually-hidden">Actions</span>,
      align: 'end',
      cell: (item) => (
        <Button
          size="sm"
          variant="outline-primary"
          aria-label={`Adjust ${item.sku.sku_id}`}
          onClick={() =>
            onAdjust({ sku: { id: item.sku.id, label: item.sku.display_name }, quantity: item.quantity })
          }
        >
          Adjust
        </Button>
      ),
    });
  }
  return list;
}

/** What the warehouse holds, per SKU; its list state (search, sort, page) lives in the URL. */
export function StockTable({ organisationUlid, warehouseUlid, onAdjust }: StockTableProps) {
  const list = useListQuery(warehouseStockQuerySchema);
  // In stock unless the URL asks for more, so the table counts what the summary counts.
  const withZero = list.query.in_stock === 'all';
  const params = { ...list.requestParams, in_stock: list.query.in_stock ?? 'true' };
  const stock = useQuery(warehouseStockQueryOptions(organisationUlid, warehouseUlid, params));

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
        columns={columns(organisationUlid, onAdjust)}
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
