import { href, type Transfer } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { TransferListTable } from '../../../components/transfers/transfer-list-table.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-states.tsx';
import { warehouseTransfersQueryOptions } from '../api/get-warehouse-transfers.ts';

function TransferList({
  title,
  organisationUlid,
  transfers,
  show,
  all,
}: {
  title: string;
  organisationUlid: string;
  transfers: readonly Transfer[];
  show: 'origin' | 'destination';
  /** The transfer list filtered to this warehouse's side. */
  all: string;
}) {
  return (
    <section aria-label={title} className="mb-4">
      <div className="d-flex flex-wrap justify-content-between align-items-baseline gap-2 mb-2">
        <h3 className="h6 mb-0">{title}</h3>
        {transfers.length > 0 && (
          <Link to={all} className="small">
            All {title.toLowerCase()} transfers
          </Link>
        )}
      </div>
      {transfers.length === 0 ? (
        <EmptyState>No transfers yet.</EmptyState>
      ) : (
        <TransferListTable
          organisationUlid={organisationUlid}
          transfers={transfers}
          label={`${title} transfers`}
          show={show}
        />
      )}
    </section>
  );
}

/** The warehouse's latest incoming and outgoing transfers, one below the other (wide tables). */
export function WarehouseTransfers({
  organisationUlid,
  warehouseId,
  warehouseUlid,
}: {
  organisationUlid: string;
  warehouseId: number;
  warehouseUlid: string;
}) {
  const transfers = useQuery(warehouseTransfersQueryOptions(organisationUlid, warehouseUlid));
  if (transfers.isPending) return <LoadingState label="Loading transfers…" />;
  if (transfers.isError)
    return (
      <ErrorState message="The transfers could not be loaded." onRetry={() => void transfers.refetch()} />
    );
  const list = (filter: Record<string, number>) =>
    href('transfers', { organisation: organisationUlid }, filter);
  return (
    <>
      <TransferList
        title="Incoming"
        organisationUlid={organisationUlid}
        transfers={transfers.data.incoming}
        show="origin"
        all={list({ destination_warehouse_id: warehouseId })}
      />
      <TransferList
        title="Outgoing"
        organisationUlid={organisationUlid}
        transfers={transfers.data.outgoing}
        show="destination"
        all={list({ outgoing_warehouse_id: warehouseId })}
      />
    </>
  );
}
