import { href, type SalesChannel, salesChannelListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Plus, Store } from 'lucide-react';
import { useState } from 'react';
import { Button } from 'react-bootstrap';
import { Link, useNavigate } from 'react-router';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { ListScreen } from '../../../components/ui/list-screen.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { salesChannelTypeLabel } from '../../../lib/sales-channel-types.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useCreateSalesChannel } from '../api/create-sales-channel.ts';
import { salesChannelsQueryOptions } from '../api/get-sales-channels.ts';
import { SalesChannelModal } from '../components/sales-channel-modal.tsx';

function columns(organisationUlid: string): DataTableColumn<SalesChannel>[] {
  return [
    {
      key: 'name',
      header: 'Name',
      sortKey: 'name',
      cell: (channel) => (
        <Link
          to={href('sales-channels.show', { organisation: organisationUlid, id: channel.id })}
          className="fw-semibold"
        >
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
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const [creating, setCreating] = useState(false);
  const list = useListQuery(salesChannelListQuerySchema);
  const channels = useQuery(salesChannelsQueryOptions(organisationUlid, list.requestParams));
  const create = useCreateSalesChannel();

  return (
    <ListScreen
      testId="sales-channels-page"
      title="Sales Channels"
      actions={
        editable && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New sales channel
          </Button>
        )
      }
      list={list}
      query={channels}
      search={{ label: 'Search sales channels', placeholder: 'Search by name…' }}
      label="Sales channels"
      errorMessage="The sales channels could not be loaded."
      columns={columns(organisationUlid)}
      rowKey={(channel) => channel.id}
      rowTestId="sales-channel-row"
      emptyMessage="No sales channels yet."
      emptyIntro={{
        icon: Store,
        text: 'Sales channels are where you sell: each marketplace or shop, with the SKUs listed there and the stock behind them.',
        action: editable && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Add your first sales channel
          </Button>
        ),
      }}
      noMatchMessage="No sales channel matches this search."
      noun="sales channels"
    >
      {creating && (
        <SalesChannelModal
          organisationUlid={organisationUlid}
          onClose={() => setCreating(false)}
          onSubmit={async (body) => {
            const channel = await create.mutateAsync({ organisationUlid, body });
            notifySuccess(`${channel.name} was created.`, 'Sales channels');
            void navigate(href('sales-channels.show', { organisation: organisationUlid, id: channel.id }));
          }}
        />
      )}
    </ListScreen>
  );
}
