import { can, href, type Warehouse, warehouseListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  Pagination,
  SearchInput,
} from '../../../components/ui/data-table/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { warehousesQueryOptions } from '../api/get-warehouses.ts';
import { WarehouseFlags } from '../components/warehouse-flags.tsx';

function columns(organisation: string): DataTableColumn<Warehouse>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (warehouse) => (
        <Link to={href('warehouses.show', { organisation, ulid: warehouse.ulid })} className="fw-semibold">
          {warehouse.name}
        </Link>
      ),
    },
    { key: 'flags', header: 'Flags', cell: (warehouse) => <WarehouseFlags warehouse={warehouse} /> },
    {
      key: 'countries',
      header: 'Countries',
      cell: (warehouse) =>
        warehouse.countries.length === 0 ? (
          <span className="text-body-secondary">–</span>
        ) : (
          <span title={warehouse.countries.map((country) => country.name).join(', ')}>
            {warehouse.countries.map((country) => country.country_code).join(', ')}
          </span>
        ),
    },
    {
      key: 'sku_count',
      header: 'SKUs',
      sortKey: 'sku_count',
      align: 'end',
      cell: (warehouse) => warehouse.sku_count.toLocaleString(),
    },
    {
      key: 'stock',
      header: 'Units',
      sortKey: 'stock',
      align: 'end',
      cell: (warehouse) => warehouse.stock.toLocaleString(),
    },
  ];
}

export function WarehousesPage() {
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = can(organisation?.role ?? 'viewer', 'editOperationalData');
  const list = useListQuery(warehouseListQuerySchema);
  const warehouses = useQuery(warehousesQueryOptions(ulid, list.requestParams));

  return (
    <div data-testid="warehouses-page">
      <PageHeader title="Warehouses">
        {editable && (
          <Link to={href('warehouses.create', { organisation: ulid })} className="btn btn-primary">
            New warehouse
          </Link>
        )}
      </PageHeader>
      <Card>
        <Card.Body className="pb-0">
          <SearchInput
            value={list.searchInput}
            onChange={list.setSearchInput}
            label="Search warehouses"
            placeholder="Search by name…"
          />
        </Card.Body>
        <Card.Body>
          <DataTable
            label="Warehouses"
            columns={columns(ulid)}
            rows={warehouses.isError ? [] : warehouses.data?.data}
            rowKey={(warehouse) => warehouse.ulid}
            loading={warehouses.isFetching}
            rowTestId="warehouse-row"
            emptyMessage={
              warehouses.isError
                ? 'The warehouses could not be loaded.'
                : list.query.search
                  ? 'No warehouse matches this search.'
                  : 'No warehouses yet.'
            }
            sort={{ sort: list.query.sort, sortDesc: list.query.sortDesc, onSort: list.toggleSort }}
          />
          <Pagination
            meta={warehouses.data?.meta}
            onPageChange={list.setPage}
            onPerPageChange={list.setPerPage}
            noun="warehouses"
          />
        </Card.Body>
      </Card>
    </div>
  );
}
