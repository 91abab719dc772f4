import { href, type Sku, skuListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { type DataTableColumn, Pagination, SearchInput } from '../../../components/ui/data-table/index.ts';
import { QueryTable } from '../../../components/ui/query-table.tsx';
import { salesChannelSkusQueryOptions } from '../../../lib/api/get-sales-channel-skus.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';

function columns(organisationUlid: string): DataTableColumn<Sku>[] {
  return [
    {
      key: 'sku_id',
      header: 'SKU',
      sortKey: 'sku_id',
      cell: (sku) => (
        <Link to={href('skus.show', { organisation: organisationUlid, id: sku.id })} className="fw-semibold">
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
export function SalesChannelSkus({
  organisationUlid,
  channelId,
}: {
  organisationUlid: string;
  channelId: number;
}) {
  const list = useListQuery(skuListQuerySchema, { fixed: { sales_channel_id: channelId } });
  const skus = useQuery(salesChannelSkusQueryOptions(organisationUlid, list.requestParams));
  return (
    <>
      <SearchInput
        value={list.searchInput}
        onChange={list.setSearchInput}
        label="Search listed SKUs"
        placeholder="Search SKU, ASIN or product…"
        className="mb-3"
      />
      <QueryTable
        label="Listed SKUs"
        query={skus}
        errorMessage="The SKUs could not be loaded."
        columns={columns(organisationUlid)}
        rowKey={(sku) => sku.id}
        rowTestId="sales-channel-sku-row"
        emptyMessage={
          list.filtered ? 'No listed SKU matches this search.' : 'No SKU is listed on this channel yet.'
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
