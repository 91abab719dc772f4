import { type FulfillmentCenter, fulfillmentCenterListQuerySchema, href } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Building2, Plus } from 'lucide-react';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { Link } from 'react-router';
import { MarketplaceOptions } from '../../../components/forms/reference-options.tsx';
import type { DataTableColumn } from '../../../components/ui/data-table/index.ts';
import { ListScreen } from '../../../components/ui/list-screen.tsx';
import { referenceQueryOptions } from '../../../lib/api/get-reference.ts';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { useCreateFulfillmentCenter } from '../api/create-fulfillment-center.ts';
import { fulfillmentCentersQueryOptions } from '../api/get-fulfillment-centers.ts';
import { CreateFulfillmentCenterModal } from '../components/create-fulfillment-center-modal.tsx';

function columns(organisationUlid: string): DataTableColumn<FulfillmentCenter>[] {
  return [
    {
      key: 'name',
      header: 'Code',
      sortKey: 'name',
      cell: (center) => (
        <Link
          to={href('fulfillment-centers.edit', { organisation: organisationUlid, id: center.id })}
          className="fw-semibold"
        >
          {center.name}
        </Link>
      ),
    },
    { key: 'marketplace', header: 'Marketplace', cell: (center) => center.marketplace?.name ?? '–' },
    {
      key: 'country',
      header: 'Country',
      cell: (center) => (center.country ? `${center.country.name} (${center.country.country_code})` : '–'),
    },
    { key: 'state', header: 'State', sortKey: 'state', cell: (center) => center.state ?? '–' },
  ];
}

export function FulfillmentCentersPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  const [creating, setCreating] = useState(false);
  const list = useListQuery(fulfillmentCenterListQuerySchema);
  const centers = useQuery(fulfillmentCentersQueryOptions(organisationUlid, list.requestParams));
  const create = useCreateFulfillmentCenter();
  const reference = useQuery(referenceQueryOptions());

  return (
    <ListScreen
      testId="fulfillment-centers-page"
      title="Fulfillment Centers"
      actions={
        editable && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            New fulfilment centre
          </Button>
        )
      }
      list={list}
      query={centers}
      search={{ label: 'Search fulfilment centres', placeholder: 'Search by code or state…' }}
      filters={
        <Form.Select
          aria-label="Marketplace"
          style={{ maxWidth: '16rem' }}
          value={list.query.marketplace_id === undefined ? '' : String(list.query.marketplace_id)}
          onChange={(event) =>
            list.setFilters({
              marketplace_id: event.target.value === '' ? undefined : Number(event.target.value),
            })
          }
        >
          <MarketplaceOptions marketplaces={reference.data?.marketplaces ?? []} none="All marketplaces" />
        </Form.Select>
      }
      label="Fulfillment centers"
      errorMessage="The fulfilment centres could not be loaded."
      columns={columns(organisationUlid)}
      rowKey={(center) => center.id}
      rowTestId="fulfillment-center-row"
      emptyMessage="No fulfilment centres yet."
      emptyIntro={{
        icon: Building2,
        text: "Fulfilment centres are the marketplace's warehouses (such as Amazon's FCs) that your shipments go to. Add the ones you ship to.",
        action: editable && (
          <Button onClick={() => setCreating(true)}>
            <Plus aria-hidden="true" />
            Add your first fulfilment centre
          </Button>
        ),
      }}
      noMatchMessage="No fulfilment centre matches."
      noun="fulfilment centres"
    >
      {creating && (
        <CreateFulfillmentCenterModal
          onClose={() => setCreating(false)}
          onSubmit={async (body) => {
            const center = await create.mutateAsync({ organisationUlid, body });
            notifySuccess(`${center.name} was added.`, 'Fulfillment centers');
          }}
        />
      )}
    </ListScreen>
  );
}
