import { href, type InventoryByDateRow, inventoryByDateQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { ListCard } from '../../../components/ui/list-card.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { formatMoney } from '../../../lib/money.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { inventoryByDateQueryOptions } from '../api/get-inventory-by-date.ts';
import { InventoryByDateChart } from '../components/inventory-by-date-chart.tsx';
import { InventoryByDateFilters } from '../components/inventory-by-date-filters.tsx';
import { InventoryByDateTotals } from '../components/inventory-by-date-totals.tsx';
import { isChartSpan, localDay } from '../components/inventory-days.ts';

function columns(organisationUlid: string): DataTableColumn<InventoryByDateRow>[] {
  return [
    {
      key: 'sku',
      header: 'SKU',
      sortKey: 'sku_id',
      className: 'text-break',
      cell: (row) => (
        <Link to={href('skus.show', { organisation: organisationUlid, id: row.sku.id })}>
          {row.sku.display_name}
        </Link>
      ),
    },
    {
      key: 'warehouse',
      header: 'Warehouse',
      cell: (row) => (
        <Link to={href('warehouses.show', { organisation: organisationUlid, ulid: row.warehouse.ulid })}>
          {row.warehouse.name}
        </Link>
      ),
    },
    {
      key: 'quantity',
      header: 'Units',
      sortKey: 'quantity',
      align: 'end',
      cell: (row) => row.quantity.toLocaleString(),
    },
    {
      key: 'value',
      header: 'Value',
      sortKey: 'value',
      align: 'end',
      className: 'text-nowrap',
      cell: (row) => formatMoney(row.value, row.currency),
    },
  ];
}

/**
 * Inventory by date: what the organisation held at the end of a day (for accounting, insurance, a
 * stock-take dispute) per SKU and warehouse, valued at COGS, and how total units and value moved
 * over the last 90 days or year. The day, warehouse, search, sort and page live in the URL; a
 * click on the chart picks its day.
 */
export function InventoryByDatePage() {
  const { organisationUlid } = useCurrentOrganisation();
  const list = useListQuery(inventoryByDateQuerySchema);
  const stock = useQuery(inventoryByDateQueryOptions(organisationUlid, list.requestParams));
  const [searchParams, setSearchParams] = useSearchParams();
  const span = searchParams.get('chart');
  const [today] = useState(() => localDay());
  const page = stock.data;
  const shownDate = list.query.date ?? page?.date ?? today;

  return (
    <div data-testid="inventory-by-date-page">
      <PageHeader title="Inventory by Date" />
      <InventoryByDateChart
        organisationUlid={organisationUlid}
        warehouseId={list.query.warehouse_id}
        span={isChartSpan(span) ? span : '90d'}
        onSpanChange={(next) =>
          setSearchParams(
            (current) => {
              const params = new URLSearchParams(current);
              if (next === '90d') params.delete('chart');
              else params.set('chart', next);
              return params;
            },
            { replace: true },
          )
        }
        selectedDate={shownDate}
        onPickDate={(date) => list.setFilters({ date })}
        today={today}
      />
      {page && (list.filtered || page.meta.total > 0) && <InventoryByDateTotals page={page} />}
      <ListCard
        list={list}
        query={stock}
        search={{ label: 'Search SKUs', placeholder: 'SKU, ASIN or product' }}
        filters={
          <InventoryByDateFilters
            organisationUlid={organisationUlid}
            query={list.query}
            shownDate={shownDate}
            onChange={list.setFilters}
          />
        }
        label="Stock held"
        errorMessage="The stock on this day could not be loaded."
        columns={columns(organisationUlid)}
        rowKey={(row) => `${row.warehouse.id}:${row.sku.id}`}
        rowTestId="inventory-row"
        emptyMessage="Nothing in stock today."
        emptyIntro={{
          icon: CalendarDays,
          text: 'Inventory by date answers what you held on any day, per SKU and warehouse and valued at COGS, from the stock ledger. Stock arrives with received purchase orders, transfers and the marketplace’s inventory reports, or with an adjustment on a warehouse. If you held stock earlier, click its day on the chart above.',
          action: (
            <Link to={href('warehouses', { organisation: organisationUlid })} className="btn btn-primary">
              Go to warehouses
            </Link>
          ),
        }}
        noMatchMessage="Nothing was held on this day under these filters."
        noun="SKUs in stock"
      />
    </div>
  );
}
