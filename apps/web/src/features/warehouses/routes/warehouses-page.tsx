import { href, type Warehouse, warehouseListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Plus, Warehouse as WarehouseIcon } from 'lucide-react';
import { Link } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { ListScreen } from '../../../components/ui/list-screen.tsx';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { warehousesQueryOptions } from '../api/get-warehouses.ts';
import { WarehouseFlags } from '../components/warehouse-flags.tsx';

function columns(organisationUlid: string): DataTableColumn<Warehouse>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (warehouse) => (
        <Link
          to={href('warehouses.show', { organisation: organisationUlid, ulid: warehouse.ulid })}
          className="fw-semibold"
        >
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
      header: 'SKUs in stock',
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
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const list = useListQuery(warehouseListQuerySchema);
  const warehouses = useQuery(warehousesQueryOptions(organisationUlid, list.requestParams));

  return (
    <ListScreen
      testId="warehouses-page"
      title="Warehouses"
      actions={
        editable && (
          <Link
            to={href('warehouses.create', { organisation: organisationUlid })}
            className="btn btn-primary"
          >
            <Plus aria-hidden="true" />
            New warehouse
          </Link>
        )
      }
      list={list}
      query={warehouses}
      search={{ label: 'Search warehouses', placeholder: 'Search by name…' }}
      label="Warehouses"
      errorMessage="The warehouses could not be loaded."
      columns={columns(organisationUlid)}
      rowKey={(warehouse) => warehouse.ulid}
      rowTestId="warehouse-row"
      emptyMessage="No warehouses yet."
      emptyIntro={{
        icon: WarehouseIcon,
        text: "Warehouses are where your stock is kept: your own, a 3PL's or Amazon's (FBA). Each holds its stock per SKU and every movement that changed it.",
        action: editable && (
          <Link
            to={href('warehouses.create', { organisation: organisationUlid })}
            className="btn btn-primary"
          >
            <Plus aria-hidden="true" />
            Add your first warehouse
          </Link>
        ),
      }}
      noMatchMessage="No warehouse matches this search."
      noun="warehouses"
    />
  );
}
