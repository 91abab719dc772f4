import { can, href, type SalesChannel, salesChannelListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import {
  DataTable,
  type DataTableColumn,
  Pagination,
  SearchInput,
} from '../../../components/ui/data-table/index.ts';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useCurrentOrganisation } from '../../organisations/hooks/use-current-organisation.ts';
import { salesChannelsQueryOptions } from '../api/get-sales-channels.ts';
import { salesChannelTypeLabel } from '../components/sales-channel-form-schema.ts';
import { SalesChannelModal } from '../components/sales-channel-modal.tsx';

function columns(organisation: string): DataTableColumn<SalesChannel>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (channel) => (
        <Link to={href('sales-channels.show', { organisation, id: channel.id })} className="fw-semibold">
          {channel.name}
        </Link>
      ),
    },
    { key: 'type', header: 'Type', cell: (channel) => salesChannelTypeLabel(channel.type) },
    { key: 'marketplace', header: 'Marketplace', cell: (channel) => channel.marketplace?.name ?? '–' },
    {
      key: 'sources',
      header: 'Sources',
      cell: (channel) => channel.report_sources.map((source) => source.name).join(', ') || '–',
    },
    {
      key: 'sku_count',
      header: 'SKUs listed',
      sortKey: 'sku_count',
      align: 'end',
      cell: (channel) => channel.sku_count.toLocaleString(),
    },
    { key: 'stock', header: 'Units', align: 'end', cell: (channel) => channel.stock.toLocaleString() },
  ];
}

export function SalesChannelsPage() {
  const navigate = useNavigate();
  const { ulid, organisation } = useCurrentOrganisation();
  const editable = can(organisation?.role ?? 'viewer', 'editOperationalData');
  const [creating, setCreating] = useState(false);
  const list = useListQuery(salesChannelListQuerySchema);
  const channels = useQuery(salesChannelsQueryOptions(ulid, list.requestParams));

  return (
    <div data-testid="sales-channels-page">
      <PageHeader title="Sales Channels">
        {editable && <Button onClick={() => setCreating(true)}>New sales channel</Button>}
      </PageHeader>
      <Card>
        <Card.Body className="pb-0">
          <SearchInput
            value={list.searchInput}
            onChange={list.setSearchInput}
            label="Search sales channels"
            placeholder="Search by name…"
          />
        </Card.Body>
        <Card.Body>
          <DataTable
            label="Sales channels"
            columns={columns(ulid)}
            rows={channels.isError ? [] : channels.data?.data}
            rowKey={(channel) => channel.id}
            loading={channels.isFetching}
            rowTestId="sales-channel-row"
            emptyMessage={
              channels.isError
                ? 'The sales channels could not be loaded.'
                : list.query.search
                  ? 'No sales channel matches this search.'
                  : 'No sales channels yet.'
            }
            sort={{ sort: list.query.sort, sortDesc: list.query.sortDesc, onSort: list.toggleSort }}
          />
          <Pagination
            meta={channels.data?.meta}
            onPageChange={list.setPage}
            onPerPageChange={list.setPerPage}
            noun="sales channels"
          />
        </Card.Body>
      </Card>
      {creating && (
        <SalesChannelModal
          organisation={ulid}
          onClose={() => setCreating(false)}
          onCreated={(channel) =>
            void navigate(href('sales-channels.show', { organisation: ulid, id: channel.id }))
          }
        />
      )}
    </div>
  );
}
