import { href, type TransferStatus } from '@backoffice/shared';
import { useQuery } from '@tanstack/react-query';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import { Card } from 'react-bootstrap';
import { Link } from 'react-router';
import { STATUS_LABELS, transferTitle } from '../../../components/transfers/transfer-badges.tsx';
import { PageHeader } from '../../../components/ui/page-header.tsx';
import { PageState } from '../../../components/ui/page-state.tsx';
import { notifySuccess } from '../../../lib/notify.ts';
import { useCurrentOrganisation } from '../../../lib/use-current-organisation.ts';
import { useRouteId } from '../../../lib/use-route-id.ts';
import { transferQueryOptions } from '../api/get-transfer.ts';
import { useUpdateTransfer } from '../api/update-transfer.ts';
import { TransferActions, type TransferDialog } from '../components/transfer-actions.tsx';
import { TransferItemsTable } from '../components/transfer-items-table.tsx';
import { TransferMovements } from '../components/transfer-movements.tsx';
import { TransferSummary } from '../components/transfer-summary.tsx';
import { TransferTimeline } from '../components/transfer-timeline.tsx';
import { TransferDialogs } from './transfer-dialogs.tsx';

export function TransferPage() {
  const { organisationUlid, can } = useCurrentOrganisation();
  const id = useRouteId();
  const editable = can('editOperationalData');
  const transfer = useQuery(transferQueryOptions(organisationUlid, id));
  const [dialog, setDialog] = useState<TransferDialog | null>(null);
  const hide = () => setDialog(null);
  const move = useUpdateTransfer();

  if (!transfer.isSuccess) {
    return (
      <PageState
        title="Transfer"
        query={transfer}
        loading="Loading transfer…"
        error="The transfer could not be loaded."
        notFound="This transfer does not exist, or it has been deleted."
      >
        <Link to={href('transfers', { organisation: organisationUlid })}>Back to transfers</Link>
      </PageState>
    );
  }
  const data = transfer.data;
  const items = data.items ?? [];
  const title = transferTitle(data);
  const moveTo = (status: TransferStatus) =>
    move.mutate(
      { organisationUlid, id, transfer: { status } },
      {
        onSuccess: () =>
          notifySuccess(`${title} is now ${STATUS_LABELS[status].toLowerCase()}.`, 'Transfers'),
      },
    );

  return (
    <div data-testid="transfer-page">
      <PageHeader title={title}>
        <div className="d-flex flex-wrap gap-2">
          <Link
            to={href('transfers', { organisation: organisationUlid })}
            className="btn btn-outline-secondary"
          >
            All transfers
          </Link>
          {editable && (
            <Link
              to={href('transfers.edit', { organisation: organisationUlid, id })}
              className="btn btn-outline-primary"
            >
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          )}
        </div>
      </PageHeader>
      {editable && (
        <TransferActions
          transfer={data}
          pendingMove={move.isPending ? move.variables?.transfer.status : undefined}
          onOpen={setDialog}
          onMove={moveTo}
        />
      )}
      <TransferSummary organisationUlid={organisationUlid} transfer={data} />
      <Card className="mb-4">
        <Card.Header as="h2" className="h5">
          Items
        </Card.Header>
        <TransferItemsTable
          organisationUlid={organisationUlid}
          items={items}
          shipped={data.shipped_at !== null}
        />
      </Card>
      <div className="row g-4">
        <div className="col-lg-5">
          <TransferTimeline organisationUlid={organisationUlid} id={id} />
        </div>
        <div className="col-lg-7">
          <TransferMovements organisationUlid={organisationUlid} transfer={data} />
        </div>
      </div>

      {dialog && <TransferDialogs transfer={data} dialog={dialog} onHide={hide} />}
    </div>
  );
}
