import { href, transferListQuerySchema } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Plus, Truck } from 'lucide-react';
import { Link } from 'react-router';
import { CsvExportButton } from '../../../components/ui/data-table/index.ts';
import { ListScreen } from '../../../components/ui/list-screen.tsx';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useListQuery } from '../../../lib/use-list-query.ts';
import { transferListQueryOptions } from '../api/get-transfers.ts';
import { transferColumns } from '../components/transfer-columns.tsx';
import { TransferFilters } from '../components/transfer-filters.tsx';
import { transferPaths } from '../transfers-paths.ts';

/**
 * "New transfer": the new-transfer form, which creates the transfer on its first save the server
 * accepts; opening it and leaving creates nothing (issue 28).
 */
function NewTransferLink({
  organisationUlid,
  label = 'New transfer',
}: {
  organisationUlid: string;
  label?: string;
}) {
  return (
    <Link to={href('transfers.create', { organisation: organisationUlid })} className="btn btn-primary">
      <Plus aria-hidden="true" />
      {label}
    </Link>
  );
}

export function TransfersPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const editable = can('editOperationalData');
  // Newest first unless the URL asks otherwise (Upcoming sorts by shipping date, soonest first).
  const list = useListQuery(transferListQuerySchema, { defaults: { sortDesc: true } });
  const transfers = useQuery(transferListQueryOptions(organisationUlid, list.requestParams));

  return (
    <ListScreen
      testId="transfers-page"
      title="Warehouse Transfers"
      actions={
        <>
          <CsvExportButton path={transferPaths.list(organisationUlid)} params={list.exportParams} />
          {editable && <NewTransferLink organisationUlid={organisationUlid} />}
        </>
      }
      list={list}
      query={transfers}
      search={{ label: 'Search transfers', placeholder: 'Name, #id, tracking or shipment id' }}
      filters={
        <TransferFilters organisationUlid={organisationUlid} query={list.query} onChange={list.setFilters} />
      }
      label="Transfers"
      errorMessage="The transfers could not be loaded."
      columns={transferColumns(organisationUlid)}
      rowKey={(transfer) => transfer.id}
      rowTestId="transfer-row"
      emptyMessage="No transfers yet."
      emptyIntro={{
        icon: Truck,
        text: 'A transfer moves stock between your warehouses or into a marketplace fulfilment centre: what leaves, when, by which courier, and what arrives. Shipping takes the units out of the origin; receiving puts them into the destination, and any difference shows here as a problem.',
        action: editable && (
          <NewTransferLink organisationUlid={organisationUlid} label="Create your first transfer" />
        ),
      }}
      noMatchMessage="No transfer matches."
      noun="transfers"
    />
  );
}
