import { href, type Sku, skuListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  Pagination,
  SearchInput,
} from '../../../components/ui/data-table/index.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { salesChannelSkusQueryOptions } from '../api/get-sales-channel-skus.ts';

function columns(organisation: string): DataTableColumn<Sku>[] {
  return [
    {
      key: 'sku_id',
      header: 'SKU',
      sortKey: 'sku_id',
      cell: (sku) => (
        <Link to={href('skus.show', { organisation, id: sku.id })} className="fw-semibold">
          {sku.sku_id}
        </Link>
      ),
    },
    { key: 'asin', header: 'ASIN', sortKey: 'asin', cell: (sku) => sku.asin ?? '–' },
    {
      key: 'product',
      header: 'Product',
      sortKey: 'product_name',
      cell: (sku) => sku.product_name ?? 'Unmapped',
    },
    {
      key: 'stock',
      header: 'Units',
      sortKey: 'stock',
      align: 'end',
      cell: (sku) => sku.stock.toLocaleString(),
    },
  ];
}

/** The SKUs listed on the channel: the SKU list with the channel as a fixed filter. */
export function SalesChannelSkus({ organisation, channelId }: { organisation: string; channelId: number }) {
  const list = useListQuery(skuListQuerySchema, { fixed: { sales_channel_id: channelId } });
  const skus = useQuery(salesChannelSkusQueryOptions(organisation, list.requestParams));
  return (
    <>
      <SearchInput
        value={list.searchInput}
        onChange={list.setSearchInput}
        label="Search listed SKUs"
        placeholder="Search SKU, ASIN or product…"
        className="mb-3"
      />
      <DataTable
        label="Listed SKUs"
        columns={columns(organisation)}
        rows={skus.isError ? [] : skus.data?.data}
        rowKey={(sku) => sku.id}
        loading={skus.isFetching}
        rowTestId="sales-channel-sku-row"
        emptyMessage={
          skus.isError ? 'The SKUs could not be loaded.' : 'No SKU is listed on this channel yet.'
        }
        sort={{ sort: list.query.sort, sortDesc: list.query.sortDesc, onSort: list.toggleSort }}
      />
      <Pagination
        meta={skus.data?.meta}
        onPageChange={list.setPage}
        onPerPageChange={list.setPerPage}
        noun="SKUs"
      />
    </>
  );
}
