import { href, type Paginated, type StockDiscrepancy } from '@backoffice/shared';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn, Pagination } from '../../../components/ui/data-table/index.ts';
import { EmptyState } from '../../../components/ui/query-states.tsx';

const signed = (value: number) => (value > 0 ? `+${value.toLocaleString()}` : value.toLocaleString());

function columns(organisationUlid: string): DataTableColumn<StockDiscrepancy>[] {
  return [
    {
      key: 'sku',
      header: 'SKU',
      cell: (row) => (
        <Link
          to={href('skus.show', { organisation: organisationUlid, id: row.sku.id })}
          className="app-cell-name"
        >
          {row.sku.display_name}
        </Link>
      ),
    },
    {
      key: 'warehouse',
      header: 'Warehouse',
      cell: (row) => (
        <Link
          to={href('warehouses.show', { organisation: organisationUlid, ulid: row.warehouse.ulid })}
          className="text-nowrap"
        >
          {row.warehouse.name}
        </Link>
      ),
    },
    { key: 'ledger', header: 'Ledger', align: 'end', cell: (row) => row.ledger_quantity.toLocaleString() },
    {
      key: 'reported',
      header: 'Marketplace',
      align: 'end',
      cell: (row) => row.reported_quantity.toLocaleString(),
    },
    {
      key: 'difference',
      header: 'Difference',
      align: 'end',
      cell: (row) => (
        <span
          className={`fw-semibold ${row.difference < 0 ? 'text-danger' : 'text-warning-emphasis'}`}
          title={
            row.difference < 0
              ? 'The marketplace reports fewer units than the ledger holds'
              : 'The marketplace reports more units than the ledger holds'
          }
          data-testid="discrepancy-difference"
        >
          {signed(row.difference)}
        </span>
      ),
    },
  ];
}

/**
 * Where the ledger and the marketplace's last report disagree, largest difference first, a page
 * at a time; when they agree everywhere, it says so.
 */
export function DiscrepancyTable({
  organisationUlid,
  discrepancies,
  loading,
  onPageChange,
  onPerPageChange,
}: {
  organisationUlid: string;
  discrepancies: Paginated<StockDiscrepancy>;
  loading: boolean;
  onPageChange: (page: number) => void;
  onPerPageChange: (perPage: number) => void;
}) {
  if (discrepancies.meta.total === 0) {
    return (
      <EmptyState className="p-3">The ledger agrees with every figure the marketplace reported.</EmptyState>
    );
  }
  return (
    <>
      <DataTable
        label="Ledger against marketplace"
        columns={columns(organisationUlid)}
        rows={discrepancies.data}
        rowKey={(row) => `${row.warehouse.ulid}:${row.sku.id}`}
        rowTestId="discrepancy-row"
        loading={loading}
        emptyMessage="No difference on this page."
      />
      <div className="px-3 pb-3">
        <Pagination
          meta={discrepancies.meta}
          onPageChange={onPageChange}
          onPerPageChange={onPerPageChange}
          noun="differences"
        />
      </div>
    </>
  );
}
